import { type FormEvent, useRef } from "react";
import { earliestClosingDate, landTransferTaxCheckedOn } from "~/content/facts/land-transfer-tax";
import {
  contactHrefForEstimate,
  defaultEstimatorState,
  type EstimatorState,
  estimateAnnouncement,
  estimateLines,
  estimatorQuery,
  estimatorQueryKeys,
  estimatorStateFromSearch,
  estimatorStateToSearch,
  evaluateEstimator,
} from "~/lib/domain/closing-cost-estimate";
import { formatIsoDate } from "~/lib/domain/dates";
import { formatRate } from "~/lib/domain/land-transfer-tax";
import { type Cents, formatCad } from "~/lib/domain/money";
import { useQuoteQueryState } from "~/lib/hooks/use-quote-query-state";
import { buttonClass } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { ChoiceOption } from "./choice-option";
import { PriceField } from "./price-field";

const money = (cents: Cents) =>
  cents < 0 ? `−${formatCad(-cents, { cents: true })}` : formatCad(cents, { cents: true });

const inputClass =
  "min-h-11 w-full rounded-xl border border-ink-900/30 bg-white px-3 py-2.5 text-lg tabular-nums text-ink-900 placeholder:text-muted aria-[invalid]:border-danger-700";

/**
 * The closing-cost estimator: price, closing date, Toronto or not, first-time buyer and kind of
 * property in; land transfer taxes, refunds, our fee with HST, disbursements and the cash needed
 * to close out. Every line says where it comes from (docs/PRODUCT-RULES.md#fees).
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
  const { estimate, priceError, dateError } = evaluateEstimator(state);
  const update = (next: Partial<EstimatorState>) => set({ ...state, ...next });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    // The estimate is already up to date: take the visitor to it.
    event.preventDefault();
    resultHeading.current?.focus();
  };
  const lines = estimate ? estimateLines(estimate) : [];

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_1.15fr] lg:items-start">
      <form
        method="get"
        action="/fees/real-estate#closing-result"
        onSubmit={onSubmit}
        aria-labelledby="closing-form-heading"
        className="space-y-7 rounded-card border border-line bg-white p-5 shadow-card md:p-7"
        data-estimator-form
      >
        <h3 id="closing-form-heading" className="text-2xl font-semibold">
          Your purchase
        </h3>

        <PriceField
          id="closing-price"
          name={estimatorQuery.price}
          label="Purchase price"
          value={state.priceText}
          onChange={(priceText) => update({ priceText })}
          error={priceError}
        />

        <div>
          <label htmlFor="closing-date" className="text-base font-semibold text-ink-900">
            Closing date
          </label>
          <p id="closing-date-hint" className="text-sm text-muted">
            The day the transfer is registered: the rates in force that day apply. Leave it empty
            for the rates in force now.
          </p>
          <input
            id="closing-date"
            name={estimatorQuery.date}
            type="date"
            min={earliestClosingDate}
            max="2099-12-31"
            value={state.dateText}
            onChange={(e) => update({ dateText: e.currentTarget.value })}
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

        <fieldset>
          <legend className="text-base font-semibold text-ink-900">Where is the property?</legend>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            <ChoiceOption
              type="radio"
              name={estimatorQuery.location}
              value="toronto"
              checked={state.location === "toronto"}
              onChange={() => update({ location: "toronto" })}
              label="City of Toronto"
              hint="Ontario's tax and Toronto's"
            />
            <ChoiceOption
              type="radio"
              name={estimatorQuery.location}
              value="ontario"
              checked={state.location === "ontario"}
              onChange={() => update({ location: "ontario" })}
              label="Elsewhere in Ontario"
              hint="Ontario's tax only"
            />
          </div>
        </fieldset>

        <fieldset>
          <legend className="text-base font-semibold text-ink-900">What are you buying?</legend>
          <div className="mt-3 grid gap-2">
            <ChoiceOption
              type="radio"
              name={estimatorQuery.property}
              value="home"
              checked={state.property === "home"}
              onChange={() => update({ property: "home" })}
              label="A home"
              hint="A house, semi, townhouse, condominium unit or cottage: land with one or two single family residences."
            />
            <ChoiceOption
              type="radio"
              name={estimatorQuery.property}
              value="other"
              checked={state.property === "other"}
              onChange={() => update({ property: "other" })}
              label="Other land"
              hint="Vacant land, a building with three or more homes, or commercial, industrial or farm land without a home."
            />
          </div>
        </fieldset>

        <fieldset>
          <legend className="text-base font-semibold text-ink-900">First-time buyer?</legend>
          <div className="mt-3">
            <ChoiceOption
              type="checkbox"
              name={estimatorQuery.firstTime}
              value="yes"
              checked={state.firstTimeBuyer}
              onChange={(checked) => update({ firstTimeBuyer: checked })}
              label="Every buyer is a first-time buyer"
              hint="Never owned a home anywhere in the world, a Canadian citizen or permanent resident, and moving in within nine months. We confirm this with you before claiming any refund."
            />
          </div>
        </fieldset>

        <button type="submit" className={buttonClass("primary")}>
          <Icon name="sparkle" className="size-[1.1em] shrink-0" />
          <span>Estimate my closing costs</span>
        </button>
      </form>

      <section
        id="closing-result"
        aria-labelledby="closing-result-heading"
        className="on-dark rounded-card bg-ink-900 p-6 text-ink-100 shadow-lift md:p-7 lg:sticky lg:top-24"
        data-estimate-summary
      >
        <h3
          id="closing-result-heading"
          ref={resultHeading}
          tabIndex={-1}
          className="text-2xl font-semibold text-white outline-none focus-visible:ring-3 focus-visible:ring-brass-300"
        >
          Your closing costs
        </h3>
        <p className="mt-1 text-sm text-ink-200">
          Rates checked{" "}
          <time dateTime={landTransferTaxCheckedOn}>{formatIsoDate(landTransferTaxCheckedOn)}</time>
          .
        </p>
        <p
          role="status"
          aria-live="polite"
          aria-atomic="true"
          className="sr-only"
          data-estimate-status
        >
          {hydrated && estimate ? estimateAnnouncement(estimate) : ""}
        </p>
        {estimate ? (
          <>
            <ul className="mt-5 divide-y divide-white/15 border-y border-white/15">
              {lines.map((line) => (
                <li key={line.id} className="py-3" data-estimate-line={line.id}>
                  <div className="flex items-baseline justify-between gap-4">
                    <span className="font-semibold text-white">{line.label}</span>
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
            <div className="mt-4 flex items-baseline justify-between gap-4 tabular-nums">
              <span className="font-semibold text-white">
                Cash to close, beyond your down payment
              </span>
              <span
                className="font-serif text-3xl font-semibold text-brass-300"
                data-estimate-total
              >
                {money(estimate.totalCents)}
              </span>
            </div>
            {estimate.taxes.speculation.length > 0 ? (
              <p
                className="mt-5 rounded-xl border border-white/20 p-4 text-sm text-ink-100"
                data-speculation-note
              >
                <strong className="text-white">Not included: speculation taxes.</strong>{" "}
                {estimate.taxes.speculation
                  .map(
                    (s) =>
                      `${s.tax.jurisdiction === "ontario" ? "Ontario's Non-Resident Speculation Tax" : "Toronto's Municipal Non-Resident Speculation Tax"} of ${formatRate(s.tax.rateBasisPoints)} would be ${formatCad(s.amountCents)} on this price`,
                  )
                  .join(", and ")}
                , if a buyer is not a Canadian citizen or permanent resident, or is a foreign
                corporation or taxable trustee. Some buyers are exempt; we confirm it with you.{" "}
                <a
                  href="#speculation-heading"
                  className="font-semibold text-white underline underline-offset-4"
                >
                  Who pays it
                </a>
              </p>
            ) : null}
            <a
              href={contactHrefForEstimate(state)}
              className={buttonClass("onDark", "mt-6")}
              data-send-estimate
            >
              <Icon name="mail" className="size-[1.1em] shrink-0" />
              <span>Send me this estimate</span>
            </a>
            <p className="mt-2 text-sm text-ink-200">
              Opens our contact form with these figures in the message, so we can confirm them with
              you.
            </p>
          </>
        ) : (
          <p className="mt-4 text-[0.95rem]" data-estimate-empty>
            {priceError || dateError
              ? "Correct the highlighted answer to see your estimate."
              : "Enter the purchase price to see your land transfer tax, any first-time buyer refunds, our fee and the cash you need to close."}
          </p>
        )}
        <div className="mt-6 space-y-2 border-t border-white/15 pt-4 text-sm text-ink-200">
          <p>
            <strong className="text-white">An estimate, not a quote.</strong> It leaves out the
            adjustments with the seller on closing (property tax, utilities, condominium fees),
            Ontario's retail sales tax on a mortgage default insurance premium if your mortgage is
            insured, differences in title insurance premiums between insurers and properties, and
            costs outside the closing such as inspection and moving.
          </p>
          <p>
            Our fee and the disbursements are confirmed in writing when you retain us, as the Law
            Society of Ontario requires (Rule 4.2-2.1); the taxes are confirmed when we register
            your transfer.
          </p>
        </div>
      </section>
    </div>
  );
}
