/**
 * The closing-cost estimator of /fees/real-estate as an island (./island.tsx): the page's one
 * calculator (buying, selling or refinancing), which asks the price once.
 */
import { ClosingCostEstimator } from "~/components/fees/closing-cost-estimator";
import { estimatorFromSearch } from "~/lib/domain/closing-cost-query";
import { hydrateIsland } from "./hydrate-island";

export default (element: Element) => {
  // What the server rendered the estimator from: the estimate of the address's query, or none.
  const initial = estimatorFromSearch(new URLSearchParams(window.location.search));
  return hydrateIsland(element, <ClosingCostEstimator initial={initial} />);
};
