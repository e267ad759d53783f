/**
 * schema.org OfferCatalog for a fee page's structured data, from fee data in cents. Prices are
 * before HST (valueAddedTaxIncluded: false), as every schedule on the site states.
 */
import type { OfferCatalog, WithContext } from "schema-dts";
import { absoluteUrl } from "./seo";

export interface FeeOffer {
  name: string;
  description?: string;
  /** The fee, or the "from" amount when `from` is set. */
  cents: number;
  from?: boolean;
}

/**
 * 150000 → 1500: schema.org's `price` and `minPrice` take a Number (`minPrice` takes nothing
 * else), in the currency's units, with a dot as the decimal separator.
 */
export function schemaPrice(cents: number): number {
  if (!Number.isInteger(cents))
    throw new Error(`schemaPrice: ${cents} is not a whole number of cents`);
  return cents / 100;
}

export function feeOfferCatalog(path: string, name: string, offers: readonly FeeOffer[]) {
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name,
    url: absoluteUrl(path),
    itemListElement: offers.map((o) => ({
      "@type": "Offer",
      name: o.name,
      ...(o.description ? { description: o.description } : {}),
      priceCurrency: "CAD",
      priceSpecification: {
        "@type": "PriceSpecification",
        priceCurrency: "CAD",
        ...(o.from ? { minPrice: schemaPrice(o.cents) } : { price: schemaPrice(o.cents) }),
        valueAddedTaxIncluded: false,
      },
    })),
  } satisfies WithContext<OfferCatalog>;
}
