import {
  type FormEvent,
  memo,
  type RefObject,
  useDeferredValue,
  useMemo,
  useRef,
  useState,
} from "react";
import { earliestClosingDate, landTransferTaxCheckedOn } from "~/content/facts/land-transfer-tax";
import { refinanceOptions, type TransactionType } from "~/content/fees/real-estate";
import { bookingHref } from "~/content/firm";
import {
  bookingDialogHrefForEstimate,
  bookingHrefForEstimate,
  type ClosingCostEstimate,
  contactHrefForEstimate,
  defaultEstimatorState,
  type EstimateGroup,
  type EstimateLine,
  type EstimatorState,
  estimateAnnouncement,
  estimateLines,
  estimatorErrors,
  estimatorQuery,
  estimatorQueryKeys,
  estimatorStateFromSearch,
  estimatorStateToSearch,
  evaluateEstimator,
  feeQuoteFor,
  groupTotal,
  yearBeingTyped,
} from "~/lib/domain/closing-cost-estimate";
import { formatIsoDate } from "~/lib/domain/dates";
import { type Cents, formatCad, HST_RATE_PERCENT } from "~/lib/domain/money";
import type { Quote } from "~/lib/domain/real-estate-quote";
import { useQuoteQueryState } from "~/lib/hooks/use-quote-query-state";
import { buttonClass } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { ChoiceGroup, ChoiceOption } from "./choice-option";
import { PriceField } from "./price-field";
import { RunningTotal } from "./running-total";

const money = (cents: Cents) =>
  cents < 0 ? `−${formatCad(-cents, { cents: true })}` : formatCad(cents, { cents: true });

const inputClass =
  "min-h-11 w-full rounded-xl border border-ink-900/30 bg-white px-3 py-2.5 text-lg tabular-nums text-ink-900 aria-[invalid]:border-danger-700";

/**
 * The closing-cost estimator: price, closing date, Toronto or not, kind of property, whether every
 * buyer is a Canadian citizen or permanent resident, and first-time buyer in; land transfer taxes,
 * refunds, any speculation tax, our fee with HST, disbursements and the cash needed to close out.
 * Every line says where it comes from (docs/PRODUCT-RULES.md#fees).
 *
 * Answers first: the total shows as soon as a price is entered, just under the price and, on a
 * phone, pinned under the header while the visitor answers the rest; the breakdown waits in
 * disclosures, one per part (taxes, our fee, disbursements).
 *
 * It is a plain GET form, so without JavaScript the server computes the same estimate from the
 * query (`initial`, read by the route's loader). With JavaScript it updates as the visitor types,
 * keeps its state in the URL (its own parameters only, next to the quote calculator's) and
 * announces the total in a polite live region.
 */
export function ClosingCostEstimator({ initial }: { initial: EstimatorState | null }) {
  const {
    hydrated,
    value: state,
    set,
  } = useQuoteQueryState<EstimatorState>({
    fromSearch: estimatorStateFromSearch,
    toSearch: (s) => estimatorStateToSearch(s),
    initial: initial ?? defaultEstimatorState,
    keys: estimatorQueryKeys,
  });
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // The field being typed in answers at once, with its own error; the estimate is computed from
  // a deferred copy and its card (memoised) drawn after the keystroke has painted
  // (useDeferredValue, docs/PERFORMANCE.md#interactions).
  // A date field typed from the keyboard reports each digit of the year as a date of its own
  // (year 2, 20, 202, then 2026). While the year has fewer than four digits the estimator goes on
  // from the last whole date (none: today's rates), so no error or other estimate flashes up.
  const [wholeDate, setWholeDate] = useState("");
  const typingYear = yearBeingTyped(state.dateText);
  const basis = useMemo(
    () => (typingYear ? { ...state, dateText: wholeDate } : state),
    [state, typingYear, wholeDate],
  );
  const { priceError, dateError } = estimatorErrors(basis);
  const shown = useDeferredValue(basis);
  const { estimate } = useMemo(() => evaluateEstimator(shown), [shown]);
  const feeQuote = useMemo(() => feeQuoteFor(shown), [shown]);
  const transaction = state.transaction;
  // What a transaction does not ask for is hidden while scripts run (`data-unasked`, app/app.css);
  // without them every question shows, and the server reads those of the transaction sent.
  const unasked = (asked: boolean) => (asked ? {} : { "data-unasked": "" });
  const update = (next: Partial<EstimatorState>) => set({ ...state, ...next });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    // The estimate is already up to date: take the visitor to it.
    event.preventDefault();
    resultHeading.current?.focus();
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_1.15fr] lg:items-start">
      <form
        method="get"
        action="/fees/real-estate#closing-result"
        onSubmit={onSubmit}
        aria-labelledby="closing-form-heading"
        className="space-y-6 rounded-card border border-line bg-white p-5 shadow-card md:p-7"
        data-estimator-form
      >
        <h3 id="closing-form-heading" className="text-2xl font-semibold">
          {formHeadings[transaction]}
        </h3>

        <ChoiceGroup legend="What are you doing?" columns="grid-cols-[repeat(3,minmax(0,auto))]">
          {/* Each column as wide as its word and the rest shared: "Refinancing" fits at 320 px. */}
          {transactionChoices.map((choice) => (
            <ChoiceOption
              key={choice.value}
              type="radio"
              name={estimatorQuery.transaction}
              value={choice.value}
              checked={transaction === choice.value}
              onChange={() => update({ transaction: choice.value })}
              label={choice.label}
              variant="segment"
            />
          ))}
        </ChoiceGroup>

        <div {...unasked(transaction !== "refinance")}>
          <PriceField
            id="closing-price"
            name={estimatorQuery.price}
            label={transaction === "sale" ? "Sale price" : "Purchase price"}
            value={state.priceText}
            onChange={(priceText) => update({ priceText })}
            error={priceError}
          />
          {estimate ? (
            <RunningTotal
              label="Cash to close"
              amount={money(estimate.totalCents)}
              data={{ "data-estimate-running-total": "" }}
            />
          ) : feeQuote && transaction === "sale" ? (
            <RunningTotal
              label="Our fee with HST"
              amount={money(feeQuote.totalCents)}
              data={{ "data-estimate-running-total": "" }}
            />
          ) : null}
        </div>

        <div {...unasked(transaction === "refinance")}>
          <ChoiceGroup legend="Type of refinance">
            {refinanceOptions.map((o) => (
              <ChoiceOption
                key={o.id}
                type="radio"
                name={estimatorQuery.refinance}
                value={o.id}
                checked={state.refinanceOption === o.id}
                onChange={() => update({ refinanceOption: o.id })}
                label={o.label}
                price={formatCad(o.feeCents)}
              />
            ))}
          </ChoiceGroup>
        </div>

        <div className="space-y-6" {...unasked(transaction === "purchase")}>
          <div>
            <label htmlFor="closing-date" className="text-base font-semibold text-ink-900">
              Closing date
            </label>
            <p id="closing-date-hint" className="text-sm text-muted">
              The rates in force on that day apply. Leave it empty for today's rates.
            </p>
            <input
              id="closing-date"
              name={estimatorQuery.date}
              type="date"
              min={earliestClosingDate}
              max="2099-12-31"
              value={state.dateText}
              onChange={(e) => {
                if (!typingYear) setWholeDate(state.dateText);
                update({ dateText: e.currentTarget.value });
              }}
              aria-describedby={
                dateError ? "closing-date-hint closing-date-error" : "closing-date-hint"
              }
              aria-invalid={dateError ? true : undefined}
              className={`${inputClass} mt-2 max-w-xs`}
            />
            {dateError ? (
              <p id="closing-date-error" className="mt-2 text-sm font-semibold text-danger-700">
                {dateError}
              </p>
            ) : null}
          </div>

          <ChoiceGroup legend="Where is the property?" columns="grid-cols-2">
            <ChoiceOption
              variant="segment"
              type="radio"
              name={estimatorQuery.location}
              value="toronto"
              checked={state.location === "toronto"}
              onChange={() => update({ location: "toronto" })}
              label="City of Toronto"
              hint="Ontario's tax and Toronto's"
            />
            <ChoiceOption
              variant="segment"
              type="radio"
              name={estimatorQuery.location}
              value="ontario"
              checked={state.location === "ontario"}
              onChange={() => update({ location: "ontario" })}
              label="Elsewhere in Ontario"
              hint="Ontario's tax only"
            />
          </ChoiceGroup>

          <ChoiceGroup legend="What are you buying?" columns="grid-cols-2">
            <ChoiceOption
              variant="segment"
              type="radio"
              name={estimatorQuery.property}
              value="home"
              checked={state.property === "home"}
              onChange={() => update({ property: "home" })}
              label="A home"
              hint="House, semi, townhouse, condo or cottage"
            />
            <ChoiceOption
              variant="segment"
              type="radio"
              name={estimatorQuery.property}
              value="other"
              checked={state.property === "other"}
              onChange={() => update({ property: "other" })}
              label="Other land"
              hint="Vacant, 3+ homes, commercial or farm"
            />
          </ChoiceGroup>

          <ChoiceGroup legend="Who is buying?">
            <ChoiceOption
              type="checkbox"
              name={estimatorQuery.firstTime}
              value="yes"
              checked={state.firstTimeBuyer}
              onChange={(checked) => update({ firstTimeBuyer: checked })}
              label="Every buyer is a first-time buyer"
              hint="Never owned a home anywhere, a citizen or permanent resident, moving in within nine months."
            />
            {/* Speculation taxes only when the visitor says they apply (docs/PRODUCT-RULES.md#fees). */}
            <ChoiceOption
              type="checkbox"
              name={estimatorQuery.foreignBuyer}
              value="yes"
              checked={state.foreignBuyer}
              onChange={(checked) => update({ foreignBuyer: checked })}
              label="A buyer is not a Canadian citizen or permanent resident"
              hint="Or a foreign corporation or trustee: speculation taxes may apply."
            />
          </ChoiceGroup>
        </div>

        <button type="submit" className={buttonClass("primary")}>
          <Icon name="sparkle" className="size-[1.1em] shrink-0" />
          <span>Estimate my closing costs</span>
        </button>
      </form>

      {shown.transaction === "purchase" ? (
        <EstimateResult
          hydrated={hydrated}
          state={shown}
          estimate={estimate}
          hasError={Boolean(priceError || dateError)}
          headingRef={resultHeading}
        />
      ) : (
        <FeeQuoteResult
          hydrated={hydrated}
          transaction={shown.transaction}
          quote={feeQuote}
          hasError={Boolean(priceError)}
          headingRef={resultHeading}
        />
      )}
    </div>
  );
}

/**
 * The result card: the cash to close, each part's lines, and what the estimate leaves out. Drawn
 * from the deferred copy of the form (`state`, the same object until the deferred render), so the
 * keystroke's own render skips it.
 */
const EstimateResult = memo(function EstimateResult({
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
    <>
      {/* Outside the card, so it is always there to announce, even while the card is hidden. */}
      <p
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="sr-only"
        data-estimate-status
      >
        {hydrated && estimate ? estimateAnnouncement(estimate) : ""}
      </p>
      {/* Below 1024 px, until there is an estimate, the card has nothing to add to the form's own
          hints: it shows once there is a total (or always, without JavaScript). */}
      <section
        id="closing-result"
        aria-labelledby="closing-result-heading"
        className={`on-dark rounded-card bg-ink-900 p-6 text-ink-100 shadow-lift md:p-7 lg:sticky lg:top-24 ${hydrated && !estimate ? "max-lg:hidden" : ""}`}
        data-estimate-summary
      >
        <h3
          id="closing-result-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold text-white outline-none focus-visible:ring-3 focus-visible:ring-brass-300"
        >
          Your closing costs
        </h3>
        {estimate ? (
          <>
            <div className="mt-4 tabular-nums">
              <p className="text-sm text-ink-200">Cash to close, beyond your down payment</p>
              <p className="font-serif text-4xl font-semibold text-brass-300" data-estimate-total>
                {money(estimate.totalCents)}
              </p>
            </div>
            <div className="mt-5 divide-y divide-white/15 border-y border-white/15">
              {groups.map((g) => (
                <EstimateGroupDetails
                  key={g.id}
                  title={g.title}
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
              <a
                href={contactHrefForEstimate(state)}
                className={buttonClass("onDarkOutline")}
                data-send-estimate
              >
                <Icon name="mail" className="size-[1.1em] shrink-0" />
                <span>Send me this estimate</span>
              </a>
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
        <details className="mt-5 border-t border-white/15 pt-4 text-sm text-ink-200">
          <summary className="cursor-pointer font-semibold text-white">
            An estimate, not a quote: what it leaves out
          </summary>
          <div className="mt-2 space-y-2">
            <p>
              The adjustments with the seller on closing (property tax, utilities, condominium
              fees), Ontario's retail sales tax on a mortgage default insurance premium if your
              mortgage is insured, differences in title insurance premiums between insurers and
              properties, and costs outside the closing such as inspection and moving.
            </p>
            <p>
              Our fee and the disbursements are confirmed in writing when you retain us, as the Law
              Society of Ontario requires (Rule 4.2-2.1); the taxes are confirmed when we register
              your transfer. Rates checked{" "}
              <time dateTime={landTransferTaxCheckedOn}>
                {formatIsoDate(landTransferTaxCheckedOn)}
              </time>
              .
            </p>
          </div>
        </details>
      </section>
    </>
  );
});

const formHeadings: Record<TransactionType, string> = {
  purchase: "Your purchase",
  sale: "Your sale",
  refinance: "Your refinance",
};

const transactionChoices: { value: TransactionType; label: string }[] = [
  { value: "purchase", label: "Buying" },
  { value: "sale", label: "Selling" },
  { value: "refinance", label: "Refinancing" },
];

/**
 * The answer for a sale or a refinance: our fee with HST, each line explained, and the
 * disbursements we pay at cost (listed on the page, each with its typical amount). No land
 * transfer tax: the buyer pays it.
 */
const FeeQuoteResult = memo(function FeeQuoteResult({
  hydrated,
  transaction,
  quote,
  hasError,
  headingRef,
}: {
  hydrated: boolean;
  transaction: Exclude<TransactionType, "purchase">;
  quote: Quote | null;
  hasError: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
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
        {hydrated && quote
          ? `Our fee ${money(quote.totalCents)} with HST: ${money(quote.subtotalCents)} plus ${money(quote.hstCents)} HST. Disbursements are paid at cost.`
          : ""}
      </p>
      <section
        id="closing-result"
        aria-labelledby="closing-result-heading"
        className={`on-dark rounded-card bg-ink-900 p-6 text-ink-100 shadow-lift md:p-7 lg:sticky lg:top-24 ${hydrated && !quote ? "max-lg:hidden" : ""}`}
        data-estimate-summary
      >
        <h3
          id="closing-result-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold text-white outline-none focus-visible:ring-3 focus-visible:ring-brass-300"
        >
          {transaction === "sale" ? "Your cost to sell" : "Your cost to refinance"}
        </h3>
        {quote ? (
          <>
            <div className="mt-4 tabular-nums">
              <p className="text-sm text-ink-200">Our fee, with HST</p>
              <p className="font-serif text-4xl font-semibold text-brass-300" data-estimate-total>
                {money(quote.totalCents)}
              </p>
            </div>
            <ul className="mt-5 space-y-3 border-y border-white/15 py-4">
              {[
                ...quote.lines.map((l) => ({ ...l })),
                {
                  id: "legal-hst",
                  label: `HST (${HST_RATE_PERCENT}%) on our fee`,
                  amountCents: quote.hstCents,
                  explanation: "Ontario's harmonized sales tax, charged on legal fees.",
                },
              ].map((line) => (
                <li key={line.id} data-estimate-line={line.id}>
                  <div className="flex items-baseline justify-between gap-4">
                    <span className="text-[0.95rem] font-semibold text-white">{line.label}</span>
                    <span className="shrink-0 tabular-nums text-white" data-amount>
                      {money(line.amountCents)}
                    </span>
                  </div>
                  <p className="mt-1 text-sm text-ink-200">{line.explanation}</p>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-ink-200">
              Plus the disbursements we pay for you at cost, listed with their typical amounts under{" "}
              <a
                href="#disbursements"
                className="font-semibold text-white underline underline-offset-4"
              >
                disbursements
              </a>
              . All-inclusive under Law Society of Ontario Rule 4.2-2.1; we confirm it in writing
              when you retain us.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={bookingHref} className={buttonClass("onDark")} data-book-estimate>
                <Icon name="calendar" className="size-[1.1em] shrink-0" />
                <span>Book a free consultation</span>
              </a>
            </div>
          </>
        ) : (
          <p className="mt-4 text-[0.95rem]" data-estimate-empty>
            {hasError
              ? "Correct the highlighted answer to see our fee."
              : "Enter the sale price to see our fee, with HST."}
          </p>
        )}
      </section>
    </>
  );
});

const groups: { id: EstimateGroup; title: string; total: (cents: Cents) => string }[] = [
  { id: "taxes", title: "Land transfer tax, after refunds", total: (c) => money(c) },
  { id: "legal", title: "Our fee, with HST", total: (c) => money(c) },
  { id: "disbursements", title: "Disbursements", total: (c) => `up to ${money(c)}` },
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
          <li key={line.id} data-estimate-line={line.id}>
            <div className="flex items-baseline justify-between gap-4">
              <span className="text-[0.95rem] font-semibold text-white">{line.label}</span>
              <span className="shrink-0 tabular-nums text-white" data-amount>
                {money(line.amountCents)}
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
        ))}
      </ul>
    </details>
  );
}
