import type { ReactNode } from "react";
import { mailtoHref } from "~/content/firm";
import type { TeamMember } from "~/content/team";
import { ButtonLink } from "../ui/button-link";
import { EmailAddress } from "../ui/email-address";
import { LicenceFacts } from "./licence-facts";

/**
 * One lawyer: portrait, name, title, specialisation, where they are licensed and since when, a
 * summary, profile link and e-mail (home, /team).
 */
export function TeamMemberCard({
  member,
  media,
  note,
  compact = false,
  className = "",
}: {
  member: TeamMember;
  /** The portrait or photo, sized by the caller. */
  media: ReactNode;
  /** An optional line under the summary (e.g. where a lawyer is licensed). */
  note?: ReactNode;
  /**
   * The home page's short card: no summary (the biography has it), the portrait beside the name
   * even on a phone, and the e-mail button saying only "E-mail".
   */
  compact?: boolean;
  className?: string;
}) {
  const { lawyer } = member;
  const actions = (
    <div className={`${compact ? "mt-3" : "mt-5"} flex flex-wrap gap-2`}>
      <ButtonLink to={member.path}>
        View Profile<span className="sr-only"> of {lawyer.name}</span>
      </ButtonLink>
      <ButtonLink
        to={mailtoHref(lawyer.email, "Inquiry from your website")}
        variant="secondary"
        icon="mail"
      >
        {/* Named, not spelled: a whole address does not fit a card's button without breaking.
            The full card shows it as text below, where it may wrap after the "@". */}
        {compact ? "E-mail" : `E-mail ${lawyer.firstName}`}
        <span className="sr-only">
          {compact || !lawyer.name.startsWith(lawyer.firstName)
            ? ` ${lawyer.name}`
            : lawyer.name.slice(lawyer.firstName.length)}
          {compact ? ` at ${lawyer.email}` : ""}
        </span>
      </ButtonLink>
      {compact ? null : (
        <p className="basis-full text-sm text-muted">
          <EmailAddress address={lawyer.email} />
        </p>
      )}
    </div>
  );
  if (compact) {
    return (
      <article
        className={`flex w-full flex-col rounded-card border border-line p-5 shadow-card md:p-6 ${className}`}
        data-team-member
      >
        <div className="flex items-start gap-4">
          <div className="shrink-0">{media}</div>
          <div>
            <h3 className="text-2xl font-semibold">{lawyer.name}</h3>
            <p className="font-semibold text-brass-700">{lawyer.title}</p>
            <p className="mt-1 text-sm text-muted">{lawyer.specialization}</p>
          </div>
        </div>
        <LicenceFacts licence={member.licence} className="mt-3 flex-1 text-sm" />
        {actions}
      </article>
    );
  }
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
        <LicenceFacts licence={member.licence} className="mt-3 text-sm" />
        <p className="mt-3 flex-1 text-[0.95rem]">{member.description}</p>
        {note ? <p className="mt-3 text-sm text-muted">{note}</p> : null}
        {actions}
      </div>
    </article>
  );
}
