/**
 * Estate planning quote: one package plus any add-ons, then HST, to the cent. Pure, and the URL
 * query that makes a quote shareable.
 */
import { type EstatePackageId, estateAddOns, estatePackages } from "~/content/fees/estate-planning";
import { withHst } from "./money";
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
