import { memo, type RefObject } from "react";
import type { TransactionType } from "~/content/fees/real-estate";
import { bookingHref } from "~/content/firm";
import { HST_RATE_PERCENT } from "~/lib/domain/money";
import type { Quote } from "~/lib/domain/real-estate-quote";
import { buttonClass } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { ResultCard, ResultLineItem, ResultTotal, signedCad } from "./estimate-result-card";

/**
 * The answer for a sale or a refinance: our fee with HST, each line explained, and the
 * disbursements we pay at cost (listed on the page, each with its typical amount). No land
 * transfer tax: the buyer pays it.
 */
export const FeeQuoteResult = memo(function FeeQuoteResult({
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
    <ResultCard
      hydrated={hydrated}
      answered={quote !== null}
      status={
        hydrated && quote
          ? `Our fee ${signedCad(quote.totalCents)} with HST: ${signedCad(quote.subtotalCents)} plus ${signedCad(quote.hstCents)} HST. Disbursements are paid at cost.`
          : ""
      }
      heading={transaction === "sale" ? "Your cost to sell" : "Your cost to refinance"}
      headingRef={headingRef}
    >
      {quote ? (
        <>
          <ResultTotal label="Our fee, with HST" cents={quote.totalCents} />
          <ul className="mt-5 space-y-3 border-y border-white/15 py-4">
            {[
              ...quote.lines,
              {
                id: "legal-hst",
                label: `HST (${HST_RATE_PERCENT}%) on our fee`,
                amountCents: quote.hstCents,
                explanation: "Ontario's harmonized sales tax, charged on legal fees.",
              },
            ].map((line) => (
              <ResultLineItem key={line.id} line={line} />
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
            . All-inclusive under Law Society of Ontario Rule 4.2-2.1; we confirm it in writing when
            you retain us.
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
    </ResultCard>
  );
});
