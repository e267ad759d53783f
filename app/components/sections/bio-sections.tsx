import type { ReactNode } from "react";
import { firm, type Lawyer, mailtoHref, telHref } from "~/content/firm";
import { outsideLinks } from "~/content/outside-links";
import type { Licence } from "~/content/people/types";
import { BookButton, ButtonLink } from "../ui/button-link";
import { LicenceFacts } from "./licence-facts";
import { PageHero } from "./page-hero";
import { Section } from "./section";

/** What every lawyer's biography has; each bio module adds its own sections. */
interface BioBasics {
  lawyer: Lawyer;
  /** Where the lawyer may practise and since when, stated in the opening. */
  licence: Licence;
  /** The introduction under the h1. */
  lead: string;
  /** The paragraphs of the About section. */
  summary: readonly string[];
}

/**
 * The dark opening band of a biography, which leads with the person and their credentials: title,
 * the page's h1, where they are licensed and since when, the lead, then booking, an optional
 * direct line and e-mail, with the lawyer's picture beside them.
 */
export function BioHero({
  path,
  heading,
  bio,
  bookLabel,
  extension,
  emailSubject,
  media,
}: {
  path: string;
  heading: ReactNode;
  bio: Pick<BioBasics, "lawyer" | "lead" | "licence">;
  /** The text of the booking button, which opens the booking dialog. */
  bookLabel: ReactNode;
  /** The firm line's extension that reaches this lawyer, if there is one. */
  extension?: string;
  emailSubject: string;
  /** The portrait or photo carousel. */
  media: ReactNode;
}) {
  const { lawyer } = bio;
  return (
    <PageHero
      path={path}
      eyebrow={lawyer.title}
      heading={heading}
      actions={
        <>
          <BookButton onDark>{bookLabel}</BookButton>
          {extension ? (
            <ButtonLink to={telHref(firm.phone, extension)} variant="onDarkOutline" icon="phone">
              Call ext. {extension}
            </ButtonLink>
          ) : null}
          <ButtonLink
            to={mailtoHref(lawyer.email, emailSubject)}
            variant="onDarkOutline"
            icon="mail"
          >
            E-mail {lawyer.firstName}
          </ButtonLink>
        </>
      }
      aside={<div className="flex justify-center lg:justify-end">{media}</div>}
    >
      <LicenceFacts licence={bio.licence} tone="dark" className="mb-2" />
      {/* A client can check a licence with the regulator itself (LSO Rule 4.2-1: true and
          verifiable; docs/PRODUCT-RULES.md#law-society-of-ontario-marketing-rules). */}
      <p className="mb-4 pl-7.5 text-sm">
        <a
          href={outsideLinks["lso-directory"].url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-white underline underline-offset-4"
          data-lso-directory
        >
          {bio.licence.ontario
            ? `Check ${lawyer.firstName}'s licence in the Law Society of Ontario's directory`
            : "Who is licensed in Ontario: the Law Society of Ontario's directory"}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
      <p>{bio.lead}</p>
    </PageHero>
  );
}

/** The About section: the summary paragraphs, and `children` in the narrower column beside them. */
export function BioAbout({
  bio,
  children,
}: {
  bio: Pick<BioBasics, "lawyer" | "summary">;
  children: ReactNode;
}) {
  return (
    <Section id="about" eyebrow="About" heading={`About ${bio.lawyer.firstName}`} tone="white">
      <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
        <div className="space-y-5 text-lg leading-relaxed">
          {bio.summary.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        {children}
      </div>
    </Section>
  );
}

/**
 * The closing band: booking, the filled and first button of every call to action
 * (docs/PRODUCT-RULES.md#service-terms), then the page's own next steps (`children`, secondary
 * buttons), and back to the home page at the end of the row.
 */
export function BioNextSteps({
  bookLabel = "Book a free consultation",
  children,
}: {
  bookLabel?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-label="Next steps" className="bg-paper py-14" data-call-to-action>
      <div className="container-page flex flex-wrap items-center gap-3" data-actions>
        <BookButton>{bookLabel}</BookButton>
        {children}
        <ButtonLink to="/" variant="secondary" icon="arrowLeft" className="sm:ml-auto">
          Back to Home
        </ButtonLink>
      </div>
    </section>
  );
}
