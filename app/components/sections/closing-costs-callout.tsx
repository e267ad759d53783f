import { closingCostEstimatorPath } from "~/site-map";
import { ButtonLink } from "../ui/button-link";
import { Icon } from "../ui/icon";

/**
 * Points buyers from the guides and checklists to the closing-cost estimator. A link only: the
 * estimator's code and tax tables load on the fee page, never here.
 */
export function ClosingCostsCallout({ className = "" }: { className?: string }) {
  return (
    <aside
      aria-labelledby="closing-costs-callout-heading"
      className={`flex flex-col gap-4 rounded-card border border-line bg-white p-6 shadow-card md:flex-row md:items-center md:justify-between ${className}`}
      data-closing-costs-callout
    >
      <div className="flex gap-3">
        <Icon name="home" className="mt-1 size-6 shrink-0 text-brass-700" />
        <div>
          <h2 id="closing-costs-callout-heading" className="text-xl font-semibold">
            How much cash will you need to close?
          </h2>
          <p className="mt-1 max-w-2xl text-[0.95rem]">
            Estimate Ontario and Toronto land transfer tax for your price and closing date, less any
            first-time buyer refunds, with our fee and the usual disbursements.
          </p>
        </div>
      </div>
      <ButtonLink to={closingCostEstimatorPath} variant="secondary" iconAfter="arrowRight">
        Estimate closing costs
      </ButtonLink>
    </aside>
  );
}
