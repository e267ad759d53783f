/**
 * Fees that third parties set and that the firm passes on at cost: the permitted disbursements of
 * LSO Rule 4.2-2.1 (land registration, Teranet, title insurance, municipal certificates). Typical
 * amounts are estimates; each says where it comes from and when it was checked.
 */
import type { Fact } from "./types.ts";
import { CHECKED, money, text } from "./values.ts";

export const thirdPartyFacts = [
  {
    id: "land-registration-fee",
    label: "Ontario land registration fee, per electronic document",
    value: money(85, { suffix: " per document" }),
    note: "Set by Minister's order under the Land Titles Act and the Registry Act, usually changed on the first Monday of November (statutory fee, ELRSA fee and HST on the ELRSA fee). $85.00 took effect on November 3, 2025 ($84.23 before). The stored copies show no November 2026 order yet: confirm the current fee in Teraview.",
    earlier: [{ value: money(84.23, { suffix: " per document" }), changed: "2025-11-03" }],
    source: {
      url: "https://www.ontario.ca/page/land-registration",
      title: "Land registration (Ontario)",
    },
    effective: "2025-11-03",
    checked: CHECKED,
    reviewBy: "2026-12-07",
    confirmWithFirm: true,
  },
  {
    id: "teranet-fees",
    label: "Teranet search and e-registration fees",
    value: text("About $100 to $250 per transaction"),
    note: "An estimate for title and execution searches, plus, in Toronto, Teranet's MLTT processing fee ($115.89 with HST from January 9, 2026). Teranet publishes its fee schedule to Teraview subscribers only, so the firm confirms the range from its own Teraview statements.",
    source: { url: "https://www.teraview.ca/en/", title: "Teraview (Teranet)" },
    effective: "2026-01-09",
    checked: CHECKED,
    reviewBy: "2027-01-31",
    confirmWithFirm: true,
  },
  {
    id: "title-insurance-premium",
    label: "Title insurance premium",
    value: text("About $250 to $600 for most homes"),
    note: "Premiums are set by each title insurer and depend on the price and the mortgage; the range is an estimate the firm confirms from its recent closings. FSRA regulates title insurers in Ontario.",
    source: {
      url: "https://www.fsrao.ca/",
      title: "Financial Services Regulatory Authority of Ontario",
    },
    effective: "2026-01-01",
    checked: CHECKED,
    reviewBy: "2027-05-23",
    confirmWithFirm: true,
  },
  {
    id: "municipal-tax-certificate-fee",
    label: "Municipal tax certificate",
    value: text(
      "Set by each municipality; for example $55 online or $80 by mail or expedited in Mississauga",
    ),
    source: {
      url: "https://www.mississauga.ca/services-and-programs/property-taxes/manage-your-property-tax-account/tax-fees-and-charges",
      title: "Tax fees and charges (City of Mississauga)",
    },
    effective: "2026-01-01",
    checked: CHECKED,
    reviewBy: "2027-05-23",
  },
  {
    id: "similar-name-execution-letters",
    label: "Letters about similar-name executions",
    value: text("Set by the creditor's lawyer; most transactions need none"),
    source: {
      url: "https://lso.ca/about-lso/legislation-rules/rules-of-professional-conduct/chapter-4",
      title: "Rules of Professional Conduct, Chapter 4, Rule 4.2-2.1 (Law Society of Ontario)",
    },
    note: "The Rule's list of permitted disbursements, approved by Convocation in September 2017.",
    effective: "2017-09-28",
    checked: CHECKED,
    reviewBy: "2027-05-23",
  },
] as const satisfies readonly Fact[];
