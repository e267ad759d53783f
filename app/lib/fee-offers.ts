/**
 * schema.org OfferCatalog for a fee page's structured data, from fee data in cents. Prices are
 * before HST (valueAddedTaxIncluded: false), as every schedule on the site states.
 */
import { absoluteUrl } from "./seo";

export interface FeeOffer {
  name: string;
  description?: string;
  /** The fee, or the "from" amount when `from` is set. */
  cents: number;
  from?: boolean;
}

/** 150000 → "1500.00": schema.org wants a plain decimal, not a formatted currency. */
export function schemaPrice(cents: number): string {
  return (cents / 100).toFixed(2);
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
        [o.from ? "minPrice" : "price"]: schemaPrice(o.cents),
        valueAddedTaxIncluded: false,
      },
    })),
  };
}
