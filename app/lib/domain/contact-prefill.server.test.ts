import { describe, expect, it } from "vitest";
import { limits, serviceTypes } from "~/contact/contact-fields";
import { siteUrl } from "~/lib/seo/seo";
import { evaluateEstimator } from "./closing-cost-estimate";
import { estimateMessage } from "./closing-cost-lines";
import { contactHrefForEstimate, defaultEstimatorState } from "./closing-cost-query";
import { notaryRequestHref } from "./contact-estimate";
import { contactPrefillFromRequest } from "./contact-prefill.server";
import { contactHrefForEstateQuote } from "./estate-quote";

const prefill = (href: string) =>
  contactPrefillFromRequest(new Request(new URL(href, "https://example.test")));

describe("the contact form opened from the estate planning quote", () => {
  it("carries the package and add-ons, and the server prices them to the cent", () => {
    const href = contactHrefForEstateQuote({
      packageId: "couples-dual",
      addOns: ["henson-trust", "guardian"],
    });
    // Add-ons in schedule order, whatever order they were chosen in.
    expect(href).toBe(
      "/contact?estimate=estate-plan&package=couples-dual&addon=guardian&addon=henson-trust#send-message",
    );
    const result = prefill(href);
    expect(result?.serviceType).toBe("wills-estates");
    expect(serviceTypes.map((s) => s.value)).toContain(result?.serviceType);
    expect(result?.message).toBe(
      [
        "I would like to get started on my estate plan. Here is my quote from your website:",
        "",
        "Package: Couples dual will ($2,800.00)",
        "Add-on: Guardian for minor children ($200.00)",
        "Add-on: Henson trust ($395.00)",
        "",
        "Fees before HST: $3,395.00",
        "HST (13%): $441.35",
        "Estimated total with HST: $3,836.35",
        "",
        // Absolute, on the canonical origin: the firm follows it from its e-mail.
        `Quote link: ${siteUrl}/fees/estate-planning?package=couples-dual&addon=guardian&addon=henson-trust#quote`,
      ].join("\n"),
    );
  });

  it("a package card's link carries that package alone", () => {
    const href = contactHrefForEstateQuote({ packageId: "couples-standard", addOns: [] });
    expect(href).toBe("/contact?estimate=estate-plan&package=couples-standard#send-message");
    const message = prefill(href)?.message ?? "";
    expect(message).toContain("Package: Couples standard ($1,550.00)");
    expect(message).toContain("Add-ons: none");
    // $1,550 plus $201.50 HST, written to the cent.
    expect(message).toContain("Estimated total with HST: $1,751.50");
  });

  it("works the quote out from the choices, never from text in the address", () => {
    const message =
      prefill(
        "/contact?estimate=estate-plan&package=individual-standard&addon=resp&addon=not-an-add-on&addon=resp&total=1",
      )?.message ?? "";
    expect(message).toContain("Add-on: RESP directions ($200.00)");
    expect(message).not.toContain("not-an-add-on");
    expect(message.match(/Add-on:/g)).toHaveLength(1);
    expect(message).toContain("Estimated total with HST: $1,356.00");
    expect(message.length).toBeLessThan(limits.message);
  });

  it.for([
    ["an unknown package", "/contact?estimate=estate-plan&package=castle&addon=henson-trust"],
    ["a package spelt otherwise", "/contact?estimate=estate-plan&package=Couples-Dual"],
    ["no package", "/contact?estimate=estate-plan&addon=henson-trust"],
    ["an empty package", "/contact?estimate=estate-plan&package="],
    ["another kind", "/contact?estimate=wills&package=couples-dual"],
    ["no kind", "/contact?package=couples-dual&addon=henson-trust"],
    ["no query (the prerendered page)", "/contact"],
  ] as const)("opens an empty form for %s", ([, href]) => {
    expect(prefill(href)).toBeNull();
  });
});

describe("the contact form opened from the closing-cost estimator", () => {
  it("is unchanged: the real estate service and the estimate's own message", () => {
    const state = {
      ...defaultEstimatorState,
      priceText: "850000",
      dateText: "2026-12-15",
      firstTimeBuyer: true,
    };
    const estimate = evaluateEstimator(state).estimate!;
    expect(prefill(contactHrefForEstimate(state))).toEqual({
      serviceType: "real-estate",
      message: estimateMessage(state, estimate, siteUrl),
    });
    // The link back is absolute, on the canonical origin: the firm follows it from its e-mail.
    expect(prefill(contactHrefForEstimate(state))?.message).toContain(
      `Estimate link: ${siteUrl}/fees/real-estate?closing-price=850000&`,
    );
    expect(siteUrl).toMatch(/^https?:\/\/[^/]+$/);
    // Without a price there is no estimate, so nothing to prefill.
    expect(prefill("/contact?estimate=closing-costs&city=toronto")).toBeNull();
  });
});

describe("the contact form opened from a service page", () => {
  it("Request a notary appointment chooses the notary service and opens the message with what the firm needs", () => {
    const result = prefill(notaryRequestHref);
    expect(result?.serviceType).toBe("notary");
    expect(result?.message.split("\n")[0]).toBe("I would like a notary appointment.");
    expect(result?.message).toContain("In person at your office, or online by video:");
  });

  it("prefills nothing for a service without opening lines, nor for a made-up one", () => {
    expect(prefill("/contact?service=immigration")).toBeNull();
    expect(prefill("/contact?service=<script>")).toBeNull();
    expect(prefill("/contact?service=")).toBeNull();
  });
});
