import { useDeferredValue, useMemo } from "react";
import { Link } from "react-router";
import { estateAddOns, estatePackages } from "~/content/fees/estate-planning";
import {
  contactHrefForEstateQuote,
  defaultEstateQuoteInput,
  type EstateQuoteInput,
  estateQuoteFromSearch,
  estateQuoteToSearch,
  quoteEstatePlan,
} from "~/lib/domain/estate-quote";
import { formatCad } from "~/lib/domain/money";
import { useQuoteQueryState } from "~/lib/hooks/use-quote-query-state";
import { ButtonLink } from "../ui/button-link";
import { ChoiceGroup, ChoiceOption } from "./choice-option";
import { QuoteCalculatorLayout } from "./quote-calculator-layout";

/** Shown in the result card without JavaScript. */
const noScript = (
  <p>
    The instant quote needs JavaScript, which is turned off in your browser. Every package and
    add-on is listed with its price on this page, or{" "}
    <Link to="/contact" className="font-semibold text-white underline underline-offset-4">
      ask us for a quote
    </Link>
    .
  </p>
);

/**
 * What the result card says around the numbers, for the quote it shows. Built again only when the
 * quote's choices change, so the card (memoised) is drawn again only then.
 *
 * Get Started takes the choices to the contact form, whose server works the quote out again and
 * puts it in the message (app/lib/domain/contact-prefill.server.ts). A plain link: a full page
 * load, as the estimator's "Send me this estimate" is, so the server answers its query.
 */
function resultFor(input: EstateQuoteInput) {
  return {
    subtotalLabel: "Subtotal",
    empty: null,
    noScript,
    footnote: (
      <>
        <p>This is an estimate. We confirm your fee in writing before we begin.</p>
        <ButtonLink
          to={contactHrefForEstateQuote(input)}
          reloadDocument
          variant="onDark"
          className="mt-4"
          iconAfter="arrowRight"
          data-get-started
        >
          Get Started
        </ButtonLink>
      </>
    ),
  };
}

/**
 * Instant estate planning quote: one package plus any add-ons. Same contract as the real estate
 * calculator: browser-only, state in the URL query (replace, no scroll), restored on load.
 */
export function EstateQuoteCalculator() {
  const {
    hydrated,
    value: input,
    set,
  } = useQuoteQueryState<EstateQuoteInput>({
    fromSearch: estateQuoteFromSearch,
    toSearch: estateQuoteToSearch,
    initial: defaultEstateQuoteInput,
  });
  // The choice pressed answers at once; the totals follow from a deferred copy, drawn after the
  // press has painted (useDeferredValue, docs/PERFORMANCE.md#interactions).
  const shown = useDeferredValue(input);
  const quote = useMemo(() => (hydrated ? quoteEstatePlan(shown) : null), [hydrated, shown]);
  const result = useMemo(() => resultFor(shown), [shown]);

  const update = (next: Partial<EstateQuoteInput>) => {
    const merged = { ...input, ...next };
    set(merged);
  };

  return (
    <QuoteCalculatorLayout
      name="estate-planning"
      idPrefix="estate-quote"
      heading="Build your estate plan"
      noScriptNote="With JavaScript turned off the instant quote cannot calculate. Every package and add-on is listed with its price below."
      hydrated={hydrated}
      quote={quote}
      result={result}
      lead={
        <ChoiceGroup legend="Choose a package" columns="sm:grid-cols-2">
          {estatePackages.map((p) => (
            <ChoiceOption
              key={p.id}
              type="radio"
              name="package"
              value={p.id}
              checked={input.packageId === p.id}
              onChange={() => update({ packageId: p.id })}
              label={p.title}
              price={formatCad(p.feeCents)}
            />
          ))}
        </ChoiceGroup>
      }
    >
      <ChoiceGroup
        legend="Add what your family needs"
        columns="sm:grid-cols-2"
        hint={
          <>
            Optional. Choose as many as apply; what each one covers is in the{" "}
            <a href="#add-ons" className="font-semibold text-ink-700 underline underline-offset-4">
              list of add-ons
            </a>
            .
          </>
        }
      >
        {/* Names and prices only: the add-ons are described once, in their schedule above. */}
        {estateAddOns.map((a) => (
          <ChoiceOption
            key={a.id}
            type="checkbox"
            name="addon"
            value={a.id}
            checked={input.addOns.includes(a.id)}
            onChange={(checked) =>
              update({
                addOns: checked
                  ? [...input.addOns, a.id]
                  : input.addOns.filter((id) => id !== a.id),
              })
            }
            label={a.title}
            price={formatCad(a.feeCents)}
          />
        ))}
      </ChoiceGroup>
    </QuoteCalculatorLayout>
  );
}
