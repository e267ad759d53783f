import { memo, type RefObject, useMemo } from "react";
import { landTransferTaxCheckedOn } from "~/content/facts/land-transfer-tax";
import type { ClosingCostEstimate } from "~/lib/domain/closing-cost-estimate";
import {
  type EstimateGroup,
  type EstimateLine,
  estimateAnnouncement,
  estimateLines,
  groupTotal,
  taxesGroupTitle,
} from "~/lib/domain/closing-cost-lines";
import {
  bookingDialogHrefForEstimate,
  bookingHrefForEstimate,
  contactHrefForEstimate,
  type EstimatorState,
} from "~/lib/domain/closing-cost-query";
import { formatIsoDate } from "~/lib/domain/dates";
import type { Cents } from "~/lib/domain/money";
import { ButtonLink, buttonClass } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { ResultCard, ResultLineItem, ResultTotal, signedCad } from "./estimate-result-card";

/**
 * The answer for a purchase: the cash to close, each part's lines, and what the estimate leaves
 * out. Drawn from the deferred copy of the form (`state`, the same object until the deferred
 * render), so the keystroke's own render skips it.
 */
export const EstimateResult = memo(function EstimateResult({
  hydrated,
  state,
  estimate,
  hasError,
  headingRef,
}: {
  hydrated: boolean;
  state: EstimatorState;
  estimate: ClosingCostEstimate | null;
  /** The price or the date as typed cannot be used. */
  hasError: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const lines = useMemo(() => (estimate ? estimateLines(estimate) : []), [estimate]);
  return (
    <ResultCard
      hydrated={hydrated}
      answered={estimate !== null}
      status={hydrated && estimate ? estimateAnnouncement(estimate) : ""}
      heading="Your closing costs"
      headingRef={headingRef}
    >
      {estimate ? (
        <>
          <ResultTotal
            label="Cash to close, beyond your down payment"
            cents={estimate.totalCents}
          />
          <div className="mt-5 divide-y divide-white/15 border-y border-white/15">
            {groups.map((g) => (
              <EstimateGroupDetails
                key={g.id}
                title={g.id === "taxes" ? taxesGroupTitle(estimate) : g.title}
                total={g.total(groupTotal(lines, g.id))}
                lines={lines.filter((l) => l.group === g.id)}
              />
            ))}
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            {/* The plain booking page without scripts; with them, the booking dialog, each with
                the estimate's link in the booking's note. A press with a modifier (a new tab or
                window) keeps the link's own address. */}
            <a
              href={bookingHrefForEstimate(state)}
              onClick={(event) => {
                if (!hydrated || event.button !== 0) return;
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                window.location.assign(bookingDialogHrefForEstimate(state));
              }}
              className={buttonClass("onDark")}
              data-book-estimate
            >
              <Icon name="calendar" className="size-[1.1em] shrink-0" />
              <span>Book a free consultation about it</span>
            </a>
            <ButtonLink
              to={contactHrefForEstimate(state)}
              reloadDocument
              variant="onDarkOutline"
              icon="mail"
              data-send-estimate
            >
              Send me this estimate
            </ButtonLink>
          </div>
          <p className="mt-2 text-sm text-ink-200">
            Either way the link to these figures goes with it, so we can confirm them with you.
          </p>
        </>
      ) : (
        <p className="mt-4 text-[0.95rem]" data-estimate-empty>
          {hasError
            ? "Correct the highlighted answer to see your estimate."
            : "Enter the purchase price to see the cash you need to close."}
        </p>
      )}
      <LeftOut />
    </ResultCard>
  );
});

/** What the estimate does not count, and when its figures are confirmed. */
function LeftOut() {
  return (
    <details className="mt-5 border-t border-white/15 pt-4 text-sm text-ink-200">
      <summary className="cursor-pointer font-semibold text-white">
        An estimate, not a quote: what it leaves out
      </summary>
      <div className="mt-2 space-y-2">
        <p>
          The adjustments with the seller on closing (property tax, utilities, condominium fees),
          Ontario's retail sales tax on a mortgage default insurance premium if your mortgage is
          insured, differences in title insurance premiums between insurers and properties, and
          costs outside the closing such as inspection and moving.
        </p>
        <p>
          Our fee and the disbursements are confirmed in writing when you retain us, as the Law
          Society of Ontario requires (Rule 4.2-2.1); the taxes are confirmed when we register your
          transfer. Rates checked{" "}
          <time dateTime={landTransferTaxCheckedOn}>{formatIsoDate(landTransferTaxCheckedOn)}</time>
          .
        </p>
      </div>
    </details>
  );
}

const groups: { id: EstimateGroup; title: string; total: (cents: Cents) => string }[] = [
  // The taxes' title names the speculation taxes when they are in its total (taxesGroupTitle).
  { id: "taxes", title: "Land transfer tax, after refunds", total: (c) => signedCad(c) },
  { id: "legal", title: "Our fee, with HST", total: (c) => signedCad(c) },
  { id: "disbursements", title: "Disbursements", total: (c) => `up to ${signedCad(c)}` },
];

/** One part of the estimate: its total in the summary, its lines (each with its reason) inside. */
function EstimateGroupDetails({
  title,
  total,
  lines,
}: {
  title: string;
  total: string;
  lines: readonly EstimateLine[];
}) {
  return (
    <details className="group" data-estimate-group>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-3 [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2 font-semibold text-white">
          <Icon
            name="chevronDown"
            className="size-4 shrink-0 text-brass-300 transition-transform group-open:rotate-180"
          />
          {title}
        </span>
        <span className="shrink-0 tabular-nums text-white">{total}</span>
      </summary>
      <ul className="space-y-3 pb-4 pl-6">
        {lines.map((line) => (
          <ResultLineItem key={line.id} line={line} />
        ))}
      </ul>
    </details>
  );
}
