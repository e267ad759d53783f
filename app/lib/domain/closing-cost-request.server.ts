/**
 * What the server reads from a request for the closing-cost estimator: the estimator's own query
 * on /fees/real-estate, and "send me this estimate" on /contact. A .server module, so that the
 * routes' loaders never bring the estimator's code into those pages' first JavaScript.
 */
import { evaluateEstimator } from "./closing-cost-estimate";
import { estimateMessage } from "./closing-cost-lines";
import {
  contactEstimateParam,
  contactEstimateValue,
  type EstimatorState,
  estimatorFromSearch,
  estimatorStateFromSearch,
} from "./closing-cost-query";

/** The estimator's form as the query describes it, or null when the URL carries no estimate. */
export function estimatorFromRequest(request: Request): EstimatorState | null {
  return estimatorFromSearch(new URL(request.url).searchParams);
}

/**
 * The contact form's service and message for `/contact?estimate=closing-costs&…`: the estimate is
 * worked out again here, so nothing the visitor typed is copied into the page as text. Null for
 * any other request (and for the prerendered page, which has no query).
 */
export function contactPrefillFromRequest(
  request: Request,
): { serviceType: "real-estate"; message: string } | null {
  const params = new URL(request.url).searchParams;
  if (params.get(contactEstimateParam) !== contactEstimateValue) return null;
  const state = estimatorStateFromSearch(params);
  const { estimate } = evaluateEstimator(state);
  return estimate
    ? { serviceType: "real-estate", message: estimateMessage(state, estimate) }
    : null;
}
