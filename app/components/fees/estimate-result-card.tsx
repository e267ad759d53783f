import type { ReactNode, RefObject } from "react";
import { formatIsoDate } from "~/lib/domain/dates";
import { type Cents, formatCad } from "~/lib/domain/money";

/** An amount of the estimator's answer, with cents; a refund with a minus sign. */
export const signedCad = (cents: Cents) =>
  cents < 0 ? `−${formatCad(-cents, { cents: true })}` : formatCad(cents, { cents: true });

/**
 * The estimator's answer card, for a purchase (the cash to close) or a sale or refinance (our
 * fee): the sentence its polite live region announces, outside the card so it is always there to
 * announce even while the card is hidden, and the card with its heading, which the form's submit
 * button focuses. Below 1024 px, until there is an answer, the card has nothing to add to the
 * form's own hints: it shows once there is one (or always, without JavaScript).
 */
export function ResultCard({
  hydrated,
  answered,
  status,
  heading,
  headingRef,
  children,
}: {
  hydrated: boolean;
  /** There is an answer to show. */
  answered: boolean;
  /** What the live region says (empty before hydration: nothing has changed yet). */
  status: string;
  heading: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <>
      <p
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="sr-only"
        data-estimate-status
      >
        {status}
      </p>
      <section
        id="closing-result"
        aria-labelledby="closing-result-heading"
        className={`on-dark rounded-card bg-ink-900 p-6 text-ink-100 shadow-lift md:p-7 lg:sticky lg:top-24 ${hydrated && !answered ? "max-lg:hidden" : ""}`}
        data-estimate-summary
      >
        <h3
          id="closing-result-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold text-white outline-none focus-visible:ring-3 focus-visible:ring-brass-300"
        >
          {heading}
        </h3>
        {children}
      </section>
    </>
  );
}

/** The answer's one figure, large, under what it is. */
export function ResultTotal({ label, cents }: { label: string; cents: Cents }) {
  return (
    <div className="mt-4 tabular-nums">
      <p className="text-sm text-ink-200">{label}</p>
      <p className="font-serif text-4xl font-semibold text-brass-300" data-estimate-total>
        {signedCad(cents)}
      </p>
    </div>
  );
}

/** One line of the answer as a visitor checks it: what, how much and why (docs/PRODUCT-RULES.md#fees). */
export interface ResultLine {
  id: string;
  label: string;
  amountCents: Cents;
  explanation: string;
  /** Where a government figure comes from. */
  source?: { title: string; url: string };
  /** When the figure was checked against `source`. */
  asOf?: string;
  /** Further detail, one item each (the disbursements that make up a total). */
  details?: string[];
}

/** A line of the answer, with its source and detail when it has them. */
export function ResultLineItem({ line }: { line: ResultLine }) {
  return (
    <li data-estimate-line={line.id}>
      <div className="flex items-baseline justify-between gap-4">
        <span className="text-[0.95rem] font-semibold text-white">{line.label}</span>
        <span className="shrink-0 tabular-nums text-white" data-amount>
          {signedCad(line.amountCents)}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-200">
        {line.explanation}
        {line.source ? (
          <>
            {" "}
            <a
              href={line.source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-white underline underline-offset-4"
            >
              Source: {line.source.title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {line.asOf ? `, checked ${formatIsoDate(line.asOf)}.` : "."}
          </>
        ) : null}
      </p>
      {line.details ? (
        <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-ink-200">
          {line.details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      ) : null}
      {line.details && line.asOf ? (
        <p className="mt-1 text-sm text-ink-200">
          Typical amounts checked {formatIsoDate(line.asOf)} or later; see{" "}
          <a
            href="#disbursements"
            className="font-semibold text-white underline underline-offset-4"
          >
            disbursements
          </a>
          .
        </p>
      ) : null}
    </li>
  );
}
