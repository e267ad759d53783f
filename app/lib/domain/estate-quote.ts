/**
 * Estate planning quote: one package plus any add-ons, then HST, to the cent. Pure, and the URL
 * query that makes a quote shareable, and the link and message that carry it to the contact form.
 */
import { type EstatePackageId, estateAddOns, estatePackages } from "~/content/fees/estate-planning";
import { contactEstimateHref, contactEstimateKinds } from "./contact-estimate";
import { formatCad, HST_RATE_PERCENT, withHst } from "./money";
import type { Quote, QuoteLine } from "./real-estate-quote";

export interface EstateQuoteInput {
  packageId: EstatePackageId;
  addOns: readonly string[];
}

export const defaultEstateQuoteInput: EstateQuoteInput = {
  packageId: "individual-standard",
  addOns: [],
};

export function quoteEstatePlan(input: EstateQuoteInput): Quote {
  const pkg = estatePackages.find((p) => p.id === input.packageId);
  if (!pkg) throw new Error(`quoteEstatePlan: unknown package ${input.packageId}`);
  const lines: QuoteLine[] = [
    {
      id: pkg.id,
      label: `${pkg.title} package`,
      explanation: pkg.description,
      amountCents: pkg.feeCents,
    },
  ];
  // Add-ons in schedule order, each once, whatever order or repeats the input has.
  for (const addOn of estateAddOns) {
    if (!input.addOns.includes(addOn.id)) continue;
    lines.push({
      id: addOn.id,
      label: addOn.title,
      explanation: addOn.description,
      amountCents: addOn.feeCents,
    });
  }
  const subtotal = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const { hst, total } = withHst(subtotal);
  return { lines, subtotalCents: subtotal, hstCents: hst, totalCents: total };
}

/** `package` and one `addon` per chosen add-on. */
export function estateQuoteToSearch(input: EstateQuoteInput): URLSearchParams {
  const params = new URLSearchParams();
  params.set("package", input.packageId);
  for (const addOn of estateAddOns)
    if (input.addOns.includes(addOn.id)) params.append("addon", addOn.id);
  return params;
}

export function estateQuoteFromSearch(params: URLSearchParams): EstateQuoteInput {
  const packageParam = params.get("package");
  const packageId = estatePackages.some((p) => p.id === packageParam)
    ? (packageParam as EstatePackageId)
    : defaultEstateQuoteInput.packageId;
  const chosen = new Set(params.getAll("addon"));
  return { packageId, addOns: estateAddOns.filter((a) => chosen.has(a.id)).map((a) => a.id) };
}

/**
 * The quote a contact link carries (`/contact?estimate=estate-plan&…`), or null when its package is
 * missing or unknown: then there is no quote to put in the message. Unknown add-ons are dropped.
 */
export function estateQuoteFromContactSearch(params: URLSearchParams): EstateQuoteInput | null {
  const packageParam = params.get("package");
  if (!estatePackages.some((p) => p.id === packageParam)) return null;
  return estateQuoteFromSearch(params);
}

/** The quote's own address on this site: the calculator with these choices. */
export function estateQuotePath(input: EstateQuoteInput): string {
  return `/fees/estate-planning?${estateQuoteToSearch(input).toString()}#quote`;
}

/**
 * Get Started: the contact form, the quote's choices in its query, for the server to work the
 * quote out again and put it in the message (app/lib/domain/contact-prefill.server.ts).
 */
export function contactHrefForEstateQuote(input: EstateQuoteInput): string {
  return contactEstimateHref(contactEstimateKinds.estatePlan, estateQuoteToSearch(input));
}

/**
 * The contact form's message for a quote: the package, each add-on, the total and the link back,
 * absolute (the site's canonical origin) so that it can be followed from the firm's e-mail.
 */
export function estateQuoteMessage(
  input: EstateQuoteInput,
  quote: Quote,
  siteOrigin: string,
): string {
  const money = (c: number) => formatCad(c, { cents: true });
  const [packageLine, ...addOnLines] = quote.lines;
  const title = estatePackages.find((p) => p.id === input.packageId)?.title ?? "";
  return [
    "I would like to get started on my estate plan. Here is my quote from your website:",
    "",
    `Package: ${title} (${money(packageLine?.amountCents ?? 0)})`,
    ...(addOnLines.length > 0
      ? addOnLines.map((l) => `Add-on: ${l.label} (${money(l.amountCents)})`)
      : ["Add-ons: none"]),
    "",
    `Fees before HST: ${money(quote.subtotalCents)}`,
    `HST (${HST_RATE_PERCENT}%): ${money(quote.hstCents)}`,
    `Estimated total with HST: ${money(quote.totalCents)}`,
    "",
    `Quote link: ${siteOrigin}${estateQuotePath(input)}`,
  ].join("\n");
}
