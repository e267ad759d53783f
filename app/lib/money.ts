/**
 * Money is integer cents (docs/PRODUCT-RULES.md#fees). One formatter and one HST function serve every page.
 */
export type Cents = number & { readonly __brand?: "cents" };

/** Ontario HST: 13%, the 5% federal part plus the 8% provincial part (CRA GST/HST rates; docs/PRODUCT-RULES.md#fees). */
export const HST_RATE_PERCENT = 13;

export function dollars(amount: number): Cents {
  return Math.round(amount * 100);
}

/** HST on an amount, rounded half up to the cent. */
export function hstOn(amount: Cents): Cents {
  if (!Number.isInteger(amount)) throw new Error("hstOn: amount must be whole cents");
  return Math.floor((amount * HST_RATE_PERCENT + 50) / 100);
}

export function withHst(amount: Cents): { subtotal: Cents; hst: Cents; total: Cents } {
  const hst = hstOn(amount);
  return { subtotal: amount, hst, total: amount + hst };
}

const cadWithCents = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });
const cadWhole = new Intl.NumberFormat("en-CA", {
  style: "currency",
  currency: "CAD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * "$1,500" for whole dollars, "$0.30" or "$1,694.50" otherwise. Pass `{ cents: true }` to always
 * show cents (totals in a quote).
 */
export function formatCad(amount: Cents, options: { cents?: boolean } = {}): string {
  if (!Number.isInteger(amount)) throw new Error("formatCad: amount must be whole cents");
  const value = amount / 100;
  if (options.cents || amount % 100 !== 0) return cadWithCents.format(value);
  return cadWhole.format(value);
}

/** "$1,200 to $2,000". */
export function formatCadRange(from: Cents, to: Cents): string {
  return `${formatCad(from)} to ${formatCad(to)}`;
}
