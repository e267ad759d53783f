/**
 * The two calculators of /fees/real-estate as islands of one module (./island.tsx), so the page
 * loads React once: the instant quote (`part="quote"`) and the closing-cost estimator
 * (`part="estimator"`).
 */
import { ClosingCostEstimator } from "~/components/fees/closing-cost-estimator";
import { RealEstateQuoteCalculator } from "~/components/fees/real-estate-quote-calculator";
import { estimatorFromSearch } from "~/lib/domain/closing-cost-estimate";
import { hydrateIsland, islandPart } from "./island";

export default (element: Element) => {
  if (islandPart(element) === "quote") return hydrateIsland(element, <RealEstateQuoteCalculator />);
  // What the server rendered the estimator from: the estimate of the address's query, or none.
  const initial = estimatorFromSearch(new URLSearchParams(window.location.search));
  return hydrateIsland(element, <ClosingCostEstimator initial={initial} />);
};
