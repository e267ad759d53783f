/**
 * What the server reads from a request for the closing-cost estimator on /fees/real-estate (its
 * "send me this estimate" on /contact is read with the other tools' links, in
 * ./contact-prefill.server.ts). A .server module, so that the route's loader never brings the
 * estimator's code into the page's first JavaScript.
 */
import { type EstimatorState, estimatorFromSearch } from "./closing-cost-query";

/** The estimator's form as the query describes it, or null when the URL carries no estimate. */
export function estimatorFromRequest(request: Request): EstimatorState | null {
  return estimatorFromSearch(new URL(request.url).searchParams);
}
