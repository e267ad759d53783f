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

/**
 * "1,234,567": a number with the thousands grouped, as en-CA writes it (`Intl.NumberFormat` with its
 * defaults: at most three decimals). Written out rather than with `Intl`: a page's first `Intl`
 * formatter loads the browser's locale data, 12-23 ms of main thread on this project's benchmark
 * machine, while the page becomes interactive (docs/PERFORMANCE.md). money.test.ts checks it
 * against `Intl`.
 */
export function formatNumber(value: number, fractionDigits?: number): string {
  if (!Number.isFinite(value)) throw new Error("formatNumber: not a finite number");
  const fixed = Math.abs(value).toFixed(fractionDigits ?? 3);
  const [whole = "0", fraction = ""] = fixed.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const decimals = fractionDigits === undefined ? fraction.replace(/0+$/, "") : fraction;
  const sign = value < 0 && /[1-9]/.test(fixed) ? "-" : "";
  return `${sign}${grouped}${decimals ? `.${decimals}` : ""}`;
}

/**
 * "$1,500" for whole dollars, "$0.30" or "$1,694.50" otherwise. Pass `{ cents: true }` to always
 * show cents (totals in a quote). The same text as `Intl.NumberFormat("en-CA", { style: "currency",
 * currency: "CAD" })`.
 */
export function formatCad(amount: Cents, options: { cents?: boolean } = {}): string {
  if (!Number.isInteger(amount)) throw new Error("formatCad: amount must be whole cents");
  const showCents = options.cents || amount % 100 !== 0;
  const digits = formatNumber(Math.abs(amount) / 100, showCents ? 2 : 0);
  return `${amount < 0 ? "-" : ""}$${digits}`;
}

/** "$1,200 to $2,000". */
export function formatCadRange(from: Cents, to: Cents): string {
  return `${formatCad(from)} to ${formatCad(to)}`;
}
