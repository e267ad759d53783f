/**
 * What the contact form opens with when a fee page's tool sends the visitor there
 * (`/contact?estimate=<kind>&…`, app/lib/domain/contact-estimate.ts): the service and a message
 * with the visitor's figures, which the visitor can edit before sending. The figures are worked
 * out again here from the query's choices, so nothing the visitor typed is copied into the page
 * as text; the links back to the tool are absolute, on the site's canonical origin. A .server module, so that the contact page's first JavaScript never carries the tools'
 * code.
 */
import type { ServiceType } from "~/contact/contact-fields";
import { siteUrl } from "~/lib/seo/seo";
import { evaluateEstimator } from "./closing-cost-estimate";
import { estimateMessage } from "./closing-cost-lines";
import { estimatorStateFromSearch } from "./closing-cost-query";
import {
  contactEstimateKinds,
  contactEstimateParam,
  contactServiceParam,
} from "./contact-estimate";
import { estateQuoteFromContactSearch, estateQuoteMessage, quoteEstatePlan } from "./estate-quote";

export interface ContactPrefill {
  serviceType: ServiceType;
  message: string;
}

/**
 * The prefill for a request, or null for any other (an unknown kind, a query that makes no
 * estimate or quote, and the prerendered page, which has no query).
 */
export function contactPrefillFromRequest(request: Request): ContactPrefill | null {
  const params = new URL(request.url).searchParams;
  switch (params.get(contactEstimateParam)) {
    case contactEstimateKinds.closingCosts:
      return closingCostsPrefill(params);
    case contactEstimateKinds.estatePlan:
      return estatePlanPrefill(params);
    default:
      return servicePrefill(params.get(contactServiceParam));
  }
}

/**
 * The opening lines of a request sent from a service page (`/contact?service=…`), for the services
 * that have them; the visitor completes them. A fixed text: nothing from the query is copied.
 */
const serviceRequestStarters: Partial<Record<ServiceType, string>> = {
  notary: [
    "I would like a notary appointment.",
    "",
    "Document(s) to notarize or certify:",
    "Where it will be used (Ontario, elsewhere in Canada, or which country):",
    "In person at your office, or online by video:",
    "Days and times that suit me:",
  ].join("\n"),
};

/** "Request a notary appointment" and the like: the service chosen and its opening lines. */
function servicePrefill(service: string | null): ContactPrefill | null {
  const starter = serviceRequestStarters[service as ServiceType];
  return starter === undefined ? null : { serviceType: service as ServiceType, message: starter };
}

/** "Send me this estimate" from the closing-cost estimator on /fees/real-estate. */
function closingCostsPrefill(params: URLSearchParams): ContactPrefill | null {
  const state = estimatorStateFromSearch(params);
  const { estimate } = evaluateEstimator(state);
  return estimate
    ? { serviceType: "real-estate", message: estimateMessage(state, estimate, siteUrl) }
    : null;
}

/** Get Started from the estate planning quote, or from one of its package cards. */
function estatePlanPrefill(params: URLSearchParams): ContactPrefill | null {
  const input = estateQuoteFromContactSearch(params);
  return input
    ? {
        serviceType: "wills-estates",
        message: estateQuoteMessage(input, quoteEstatePlan(input), siteUrl),
      }
    : null;
}
