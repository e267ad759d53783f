import { useDeferredValue, useMemo } from "react";
import { Link } from "react-router";
import { extraMortgage, refinanceOptions, type TransactionType } from "~/content/fees/real-estate";
import { formatCad } from "~/lib/domain/money";
import {
  clampExtraMortgages,
  defaultRealEstateQuoteInput,
  optionsFor,
  parsePriceInput,
  quoteRealEstate,
  type RealEstateQuoteInput,
  realEstateQuoteFromSearch,
  realEstateQuoteQueryKeys,
  realEstateQuoteToSearch,
} from "~/lib/domain/real-estate-quote";
import { useQuoteQueryState } from "~/lib/hooks/use-quote-query-state";
import { ChoiceGroup, ChoiceOption } from "./choice-option";
import { PriceField } from "./price-field";
import { QuoteCalculatorLayout } from "./quote-calculator-layout";

const typeLabels: Record<TransactionType, string> = {
  purchase: "Buying",
  sale: "Selling",
  refinance: "Refinancing",
};

const extraMortgageChoices = Array.from({ length: extraMortgage.calculatorMax + 1 }, (_, n) => n);

/**
 * What the result card says around the numbers. Built once, so the card (memoised) is drawn again
 * only when the quote changes.
 */
const result = {
  subtotalLabel: "Legal fees",
  empty: <p>Enter the property price to see your fee, HST and total.</p>,
  noScript: (
    <p>
      The instant quote needs JavaScript, which is turned off in your browser. Every fee is listed
      in the schedules below, or{" "}
      <Link to="/contact" className="font-semibold text-white underline underline-offset-4">
        ask us for a quote
      </Link>
      .
    </p>
  ),
  footnote: (
    <p>
      Plus the disbursements we pay for you at cost: see{" "}
      <a href="#disbursements" className="font-semibold text-white underline underline-offset-4">
        disbursements
      </a>
      . Buying? This is our fee only: your{" "}
      <a href="#closing-costs" className="font-semibold text-white underline underline-offset-4">
        cash to close
      </a>
      , with land transfer tax, is estimated above. We confirm your fee in writing before we start.
    </p>
  ),
};

interface CalculatorState {
  input: RealEstateQuoteInput;
  /** The price exactly as typed, so the field never fights the visitor. */
  priceText: string;
}

/**
 * Instant real estate quote. Runs entirely in the browser; its state lives in the URL query
 * (replace navigation, no scroll), so a quote can be bookmarked or shared and is restored on
 * load. Before hydration the controls are disabled and the result says why, so the prerendered
 * page never shows numbers for choices it cannot know.
 */
export function RealEstateQuoteCalculator() {
  const { hydrated, value, set } = useQuoteQueryState<CalculatorState>({
    fromSearch: realEstateQuoteFromSearch,
    toSearch: (v) => realEstateQuoteToSearch(v.input, v.priceText),
    initial: { input: defaultRealEstateQuoteInput, priceText: "" },
    keys: realEstateQuoteQueryKeys,
  });
  const { input, priceText } = value;

  const update = (next: Partial<RealEstateQuoteInput>, nextPriceText = priceText) => {
    const merged: RealEstateQuoteInput = { ...input, ...next };
    const parsed = parsePriceInput(nextPriceText);
    merged.priceCents = parsed.ok === true ? parsed.cents : null;
    if (next.type && next.type !== input.type) {
      // Keep only the options the new transaction type offers.
      const offered = new Set(optionsFor(next.type).map((o) => o.id));
      merged.options = merged.options.filter((id) => offered.has(id));
    }
    set({ input: merged, priceText: nextPriceText });
  };

  // The control pressed answers at once (its own state, `input`); what follows from it (the
  // fields of the chosen transaction, the list of extras, the totals) is drawn from a deferred
  // copy, in a render React does after the press has painted (useDeferredValue), so the tap's
  // frame carries only the tap (docs/PERFORMANCE.md#interactions).
  const shown = useDeferredValue(input);
  const parsedPrice = parsePriceInput(priceText);
  const priceError = parsedPrice.ok === false ? parsedPrice.error : null;
  const quote = useMemo(() => quoteRealEstate(shown), [shown]);
  const options = optionsFor(shown.type);
  const needsPrice = shown.type !== "refinance";

  return (
    <QuoteCalculatorLayout
      name="real-estate"
      idPrefix="re-quote"
      heading="Tell us about your transaction"
      noScriptNote="With JavaScript turned off the instant quote cannot calculate. Every fee is in the schedules further down this page."
      hydrated={hydrated}
      quote={quote}
      result={result}
      lead={
        <>
          <ChoiceGroup legend="What are you doing?" columns="grid-cols-[repeat(3,minmax(0,auto))]">
            {/* Each column as wide as its word and the rest shared: "Refinancing" fits at 320 px. */}
            {(Object.keys(typeLabels) as TransactionType[]).map((type) => (
              <ChoiceOption
                key={type}
                type="radio"
                name="type"
                value={type}
                checked={input.type === type}
                onChange={() => update({ type })}
                label={typeLabels[type]}
                variant="segment"
              />
            ))}
          </ChoiceGroup>

          {needsPrice ? (
            <PriceField
              id="re-quote-price"
              name="price"
              label="Property price"
              value={priceText}
              onChange={(text) => update({}, text)}
              error={priceError}
            />
          ) : (
            <ChoiceGroup legend="Type of refinance">
              {refinanceOptions.map((o) => (
                <ChoiceOption
                  key={o.id}
                  type="radio"
                  name="refinance"
                  value={o.id}
                  checked={input.refinanceOption === o.id}
                  onChange={() => update({ refinanceOption: o.id })}
                  label={o.label}
                  price={formatCad(o.feeCents)}
                />
              ))}
            </ChoiceGroup>
          )}
        </>
      }
    >
      <div>
        <label htmlFor="re-quote-mortgages" className="text-base font-semibold text-ink-900">
          Extra mortgages or lines of credit
        </label>
        <p id="re-quote-mortgages-hint" className="text-sm text-muted">
          {shown.type === "purchase"
            ? "Beyond the one new mortgage your fee includes, such as a secured line of credit:"
            : "Beyond the one discharge your fee includes, such as a line of credit:"}{" "}
          {formatCad(extraMortgage.feeCents)} each.
        </p>
        <select
          id="re-quote-mortgages"
          name="mortgages"
          value={clampExtraMortgages(input.extraMortgages)}
          onChange={(e) => update({ extraMortgages: Number(e.currentTarget.value) })}
          aria-describedby="re-quote-mortgages-hint"
          className="mt-2 min-h-11 w-40 rounded-xl border border-ink-900/30 bg-white px-3 text-ink-900"
        >
          {extraMortgageChoices.map((n) => (
            <option key={`extra-${n}`} value={n}>
              {n === 0 ? "None" : n}
            </option>
          ))}
        </select>
      </div>

      <ChoiceGroup
        legend="Anything else that applies?"
        columns="sm:grid-cols-2"
        hint={
          <>
            Optional. What each one covers is in the{" "}
            <a
              href="#additional"
              className="font-semibold text-ink-700 underline underline-offset-4"
            >
              additional fees
            </a>
            .
          </>
        }
      >
        {/* Names and prices only: each extra is described once, in its schedule below. */}
        {options.map((o) => (
          <ChoiceOption
            key={o.id}
            type="checkbox"
            name="option"
            value={o.id}
            checked={input.options.includes(o.id)}
            onChange={(checked) =>
              update({
                options: checked
                  ? [...input.options, o.id]
                  : input.options.filter((id) => id !== o.id),
              })
            }
            label={o.label}
            price={formatCad(o.feeCents)}
            variant="dense"
          />
        ))}
      </ChoiceGroup>
    </QuoteCalculatorLayout>
  );
}
