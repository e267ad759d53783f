/**
 * `/contact?estimate=<kind>&…`: the contact form opened from a fee page's tool, with what the
 * visitor worked out there in the message (docs/PRODUCT-RULES.md#the-contact-form). The tools'
 * links are written here; the contact page's loader reads them
 * (app/lib/domain/contact-prefill.server.ts). Pure, and small: each tool's island imports it.
 */

/** The parameter of a tool's link, which the contact page is rendered on request for (site-map `rendersQuery`). */
export const contactEstimateParam = "estimate";

/**
 * `/contact?service=notary`: the form opened with a service chosen and that service's opening
 * lines in the message, for a request the booking cannot take (an in-person notary appointment:
 * the booking offers phone or video calls only, docs/BOOKING.md#consultation-types).
 */
export const contactServiceParam = "service";

/** The notary page's "Request a notary appointment": the form, with the notary service chosen. */
export const notaryRequestHref = `/contact?${contactServiceParam}=notary#send-message`;

/** Which tool the link comes from, as `estimate`'s value. */
export const contactEstimateKinds = {
  /** The closing-cost estimator on /fees/real-estate. */
  closingCosts: "closing-costs",
  /** The estate planning quote on /fees/estate-planning. */
  estatePlan: "estate-plan",
} as const;

export type ContactEstimateKind = (typeof contactEstimateKinds)[keyof typeof contactEstimateKinds];

/**
 * The contact form with a tool's own query after `estimate`, landing on the form. A plain address
 * for a full page load, so it works without JavaScript too, and so the server, not a prerendered
 * data file, answers it.
 */
export function contactEstimateHref(kind: ContactEstimateKind, params: URLSearchParams): string {
  const query = new URLSearchParams([[contactEstimateParam, kind], ...params]);
  return `/contact?${query.toString()}#send-message`;
}
