import type { ReactNode } from "react";
import { mailtoHref } from "~/content/firm";
import type { TeamMember } from "~/content/team";
import { ButtonLink } from "../ui/button-link";
import { EmailAddress } from "../ui/email-address";

/** One lawyer: portrait, name, title, specialisation, summary, profile link and e-mail (home, /team). */
export function TeamMemberCard({
  member,
  media,
  note,
  className = "",
}: {
  member: TeamMember;
  /** The portrait or photo, sized by the caller. */
  media: ReactNode;
  /** An optional line under the summary (e.g. where a lawyer is licensed). */
  note?: ReactNode;
  className?: string;
}) {
  const { lawyer } = member;
  return (
    <article
      className={`flex w-full flex-col gap-5 rounded-card border border-line p-6 shadow-card sm:flex-row ${className}`}
      data-team-member
    >
      <div className="shrink-0">{media}</div>
      <div className="flex flex-1 flex-col">
        <h3 className="text-2xl font-semibold">{lawyer.name}</h3>
        <p className="font-semibold text-brass-700">{lawyer.title}</p>
        <p className="mt-1 text-sm text-muted">{lawyer.specialization}</p>
        <p className="mt-3 flex-1 text-[0.95rem]">{member.description}</p>
        {note ? <p className="mt-3 text-sm text-muted">{note}</p> : null}
        <div className="mt-5 flex flex-wrap gap-2">
          <ButtonLink to={member.path}>
            View Profile<span className="sr-only"> of {lawyer.name}</span>
          </ButtonLink>
          <ButtonLink
            to={mailtoHref(lawyer.email, "Inquiry from your website")}
            variant="secondary"
            icon="mail"
          >
            <span className="sr-only">E-mail {lawyer.name} at </span>
            <EmailAddress address={lawyer.email} />
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
