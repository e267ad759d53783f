import { describe, expect, it } from "vitest";
import { feeOfferCatalog, schemaPrice } from "./fee-offers";

describe("feeOfferCatalog", () => {
  it("writes prices as numbers in dollars (schema.org Number), before HST", () => {
    expect(schemaPrice(150_000)).toBe(1500);
    expect(schemaPrice(30)).toBe(0.3);
    expect(JSON.stringify(schemaPrice(123_456))).toBe("1234.56");
    const catalog = feeOfferCatalog("/fees/immigration", "Immigration fees", [
      { name: "Consultation", cents: 25_000, from: true },
      { name: "Will", cents: 100_000, description: "A will" },
    ]);
    expect(catalog.itemListElement[0]?.priceSpecification).toEqual({
      "@type": "PriceSpecification",
      priceCurrency: "CAD",
      minPrice: 250,
      valueAddedTaxIncluded: false,
    });
    expect(catalog.itemListElement[1]).toMatchObject({ name: "Will", description: "A will" });
    expect(catalog.url).toMatch(/\/fees\/immigration$/);
  });
});
