import { affiliationsBeyond } from "~/components/layout/affiliations-strip";
import { DatedText } from "~/components/ui/dated-text";
import { Marquee } from "~/components/ui/marquee";
import {
  type MembershipStatus,
  membershipStatusText,
  membershipSummary,
} from "~/content/people/memberships";
import type { BioAffiliation } from "~/content/people/types";
import { Section } from "./section";

/** The days a membership's wording changes on: the days "Joining …" becomes "Member since …". */
const changeDays = (statuses: readonly MembershipStatus[]) =>
  statuses.flatMap((s) => (s.kind === "joining" ? [s.from] : []));

/** A membership's status as of the visitor's date. */
function MembershipStatusText({ status }: { status: MembershipStatus }) {
  return (
    <DatedText
      wording={(day) => membershipStatusText(status, day)}
      changes={changeDays([status])}
    />
  );
}

/** The organisations in one plain sentence, as of the visitor's date (memberships.ts). */
function MembershipSummary({
  firstName,
  affiliations,
}: {
  firstName: string;
  affiliations: readonly BioAffiliation[];
}) {
  return (
    <DatedText
      wording={(day) => membershipSummary(firstName, affiliations, day)}
      changes={changeDays(affiliations.map((a) => a.status))}
    />
  );
}

/** The firm's affiliations the lawyer's own list does not name, named once. */
function FirmAffiliationsBeyond({ own }: { own: readonly BioAffiliation[] }) {
  const beyond = affiliationsBeyond(own);
  if (!beyond.length) return null;
  return (
    <div className="mt-6" data-firm-affiliations>
      <h3 className="text-base font-semibold">Also across the firm</h3>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-[0.95rem]">
        {beyond.map((a) => (
          <li key={a.short}>
            <span className="font-semibold text-ink-900">{a.name}</span> ({a.short}):{" "}
            {a.description}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A biography's professional organisations: a sentence naming them as of the visitor's date, then
 * the organisations scrolling, each with its dated status, then the firm's others. The site's
 * strip is left out of such a page (one strip per page), so the firm's affiliations the lawyer's
 * list does not name are named here (docs/PRODUCT-RULES.md#motion-wcag-222-pause-stop-hide).
 */
export function BioAffiliations({
  firstName,
  affiliations,
  marquee,
}: {
  firstName: string;
  affiliations: readonly BioAffiliation[];
  /** How long one loop of the scrolling list takes, on wide screens and below 768 px. */
  marquee: { seconds: number; secondsSmall: number };
}) {
  return (
    <Section
      id="affiliations"
      eyebrow="Affiliations"
      heading="Professional organisations"
      intro={<MembershipSummary firstName={firstName} affiliations={affiliations} />}
      tone="sand"
    >
      <Marquee
        label="Organisations"
        seconds={marquee.seconds}
        secondsSmall={marquee.secondsSmall}
        items={affiliations.map((a) => (
          <div
            key={a.name}
            className="flex min-h-20 w-max max-w-[20rem] items-center gap-3 rounded-card border border-line bg-white px-4 py-2 shadow-card"
            data-bio-affiliation
          >
            {/* The badge grows with its letters, so "ORELA" never clips. */}
            <span className="flex h-11 min-w-11 shrink-0 items-center justify-center rounded-lg bg-ink-900 px-1.5 text-[0.7rem] font-bold tracking-wide text-white">
              {a.short}
            </span>
            <span className="flex flex-col leading-tight">
              <span className="text-sm font-semibold text-ink-900">{a.name}</span>
              <span className="text-xs text-muted">{a.description}</span>
              <span className="mt-1 text-xs font-semibold text-brass-700">
                <MembershipStatusText status={a.status} />
              </span>
            </span>
          </div>
        ))}
      />
      <FirmAffiliationsBeyond own={affiliations} />
    </Section>
  );
}
