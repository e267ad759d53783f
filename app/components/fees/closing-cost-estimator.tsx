import { type FormEvent, useDeferredValue, useMemo, useRef, useState } from "react";
import { refinanceOptions } from "~/content/fees/real-estate";
import {
  estimatorErrors,
  evaluateEstimator,
  feeQuoteFor,
  yearBeingTyped,
} from "~/lib/domain/closing-cost-estimate";
import {
  defaultEstimatorState,
  type EstimatorState,
  estimatorQuery,
  estimatorQueryKeys,
  estimatorStateFromSearch,
  estimatorStateToSearch,
} from "~/lib/domain/closing-cost-query";
import { formatCad } from "~/lib/domain/money";
import { useQuoteQueryState } from "~/lib/hooks/use-quote-query-state";
import { buttonClass } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { ChoiceGroup, ChoiceOption } from "./choice-option";
import { EstimateResult } from "./estimate-result";
import { signedCad } from "./estimate-result-card";
import {
  formHeadings,
  PurchaseQuestions,
  SegmentChoices,
  transactionQuestion,
} from "./estimator-questions";
import { FeeQuoteResult } from "./fee-quote-result";
import { PriceField } from "./price-field";
import { RunningTotal } from "./running-total";

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
  // The pressed segment's own tick paints at once (it reads `state`); the questions the chosen
  // transaction asks, and the form's heading, follow from the deferred copy a frame later, so the
  // press is not held up by the page's new layout (docs/PERFORMANCE.md#interactions).
  const transaction = shown.transaction;
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

        <SegmentChoices question={transactionQuestion} state={state} update={update} />

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
              amount={signedCad(estimate.totalCents)}
              data={{ "data-estimate-running-total": "" }}
            />
          ) : feeQuote && transaction === "sale" ? (
            <RunningTotal
              label="Our fee with HST"
              amount={signedCad(feeQuote.totalCents)}
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
          <PurchaseQuestions
            state={state}
            update={update}
            dateError={dateError}
            onDateTyped={(dateText) => {
              if (!typingYear) setWholeDate(state.dateText);
              update({ dateText });
            }}
          />
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
