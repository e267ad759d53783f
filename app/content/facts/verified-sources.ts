/**
 * Every outside address the site's content links to, by host, with how it was verified and when
 * (docs/FACTS.md#sources). A unit test rejects any address in app/content that is not listed here,
 * so a new link is checked before it ships; and any entry no page uses, so the list stays true.
 *
 * How an address was verified:
 * - "stored copy": a stored copy of the official page at this address was found and read.
 * - "references": the canonical address named by several independent references to the page.
 * - "home page": the organisation's home page, named by several independent references.
 */

export type Verification = "stored copy" | "references" | "home page";

export interface VerifiedSource {
  url: string;
  how: Verification;
  /** ISO date of the check. */
  checked: string;
  /** What was found, or what replaced an address that did not exist. */
  note?: string;
}

const CHECKED = "2026-11-23";

const stored = (url: string, note?: string): VerifiedSource => ({
  url,
  how: "stored copy",
  checked: CHECKED,
  ...(note ? { note } : {}),
});
const referenced = (url: string, note?: string): VerifiedSource => ({
  url,
  how: "references",
  checked: CHECKED,
  ...(note ? { note } : {}),
});
const home = (url: string, note?: string): VerifiedSource => ({
  url,
  how: "home page",
  checked: CHECKED,
  ...(note ? { note } : {}),
});

export const verifiedSources: Readonly<Record<string, readonly VerifiedSource[]>> = {
  "www.canada.ca": [
    stored(
      "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/about-your-tax-return/tax-return/completing-a-tax-return/deductions-credits-expenses/line-31270-home-buyers-amount.html",
    ),
    referenced(
      "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/rrsps-related-plans/what-home-buyers-plan.html",
    ),
    referenced(
      "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/first-home-savings-account.html",
    ),
    referenced(
      "https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/gst-hst-rebates/first-time-home-buyers-gst-hst-rebate.html",
      "Replaces an address missing the gst-hst-rebates segment. References describe the Ontario first-time buyer rebate on the same page.",
    ),
    referenced(
      "https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate/calculator.html",
    ),
    referenced(
      "https://www.canada.ca/en/revenue-agency/services/tax/individuals/life-events/what-when-someone-died.html",
    ),
    home("https://www.canada.ca/en/revenue-agency.html"),
    referenced(
      "https://www.canada.ca/en/financial-consumer-agency/services/mortgages/down-payment.html",
    ),
    referenced(
      "https://www.canada.ca/en/financial-consumer-agency/services/credit-reports-score.html",
    ),
    home("https://www.canada.ca/en/financial-consumer-agency.html"),
    referenced(
      "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents/financial-support.html",
    ),
    referenced(
      "https://www.canada.ca/en/immigration-refugees-citizenship/corporate/mandate/corporate-initiatives/levels/supplementary-immigration-levels-2026-2028.html",
      "Replaces an address under news/notices/ that does not exist. Targets confirmed by several reports of the plan.",
    ),
    referenced(
      "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/eligibility/criteria-comprehensive-ranking-system/grid.html",
    ),
    referenced(
      "https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada/parent-grandparent-super-visa.html",
    ),
    referenced(
      "https://www.canada.ca/en/immigration-refugees-citizenship/services/canadian-citizenship/become-canadian-citizen/eligibility.html",
    ),
    referenced(
      "https://www.canada.ca/en/immigration-refugees-citizenship/services/application/check-processing-times.html",
    ),
    referenced(
      "https://www.canada.ca/en/immigration-refugees-citizenship/services/canadian-passports.html",
    ),
    home("https://www.canada.ca/en/immigration-refugees-citizenship.html"),
    referenced(
      "https://www.canada.ca/en/employment-social-development/corporate/portfolio/service-canada.html",
    ),
  ],
  "www.pm.gc.ca": [
    referenced(
      "https://www.pm.gc.ca/en/news/news-releases/2025/03/21/prime-minister-mark-carney-cancels-proposed-capital-gains-tax-increase",
      "Replaces an invented Department of Finance address. The release of March 21, 2025 is reported by several news sources.",
    ),
  ],
  "www.osfi-bsif.gc.ca": [
    referenced(
      "https://www.osfi-bsif.gc.ca/en/supervision/financial-institutions/banks/minimum-qualifying-rate-uninsured-mortgages",
    ),
  ],
  "laws-lois.justice.gc.ca": [
    referenced("https://laws-lois.justice.gc.ca/eng/regulations/SOR-2002-227/index.html"),
    referenced("https://laws-lois.justice.gc.ca/eng/regulations/SOR-2002-227/section-182.html"),
    referenced("https://laws-lois.justice.gc.ca/eng/regulations/SOR-2002-227/section-183.html"),
  ],
  "www.justice.gc.ca": [referenced("https://www.justice.gc.ca/eng/fl-df/index.html")],
  "www.priv.gc.ca": [
    home("https://www.priv.gc.ca/"),
    referenced(
      "https://www.priv.gc.ca/en/privacy-topics/privacy-laws-in-canada/the-personal-information-protection-and-electronic-documents-act-pipeda/",
    ),
  ],
  "www.ontario.ca": [
    {
      url: "https://www.ontario.ca/page/authenticate-document-use-outside-canada",
      how: "stored copy",
      checked: "2026-11-25",
      note: "States that Canada joined the Hague Apostille Convention effective January 11, 2024, and that Official Documents Services issues apostilles (member countries) and certificates of authentication (others). The HCCH's news item of May 12, 2023 records Canada's accession.",
    },
    referenced(
      "https://www.ontario.ca/document/land-transfer-tax/land-transfer-tax-refunds-first-time-homebuyers",
      "Replaces /document/land-transfer-tax/refunds-first-time-homebuyers, which does not exist.",
    ),
    referenced("https://www.ontario.ca/document/land-transfer-tax/calculating-land-transfer-tax"),
    {
      url: "https://www.ontario.ca/document/non-resident-speculation-tax/non-resident-speculation-tax-transitional-provisions",
      how: "stored copy",
      checked: "2026-11-30",
      note: "The NRST rate is 20% on a conveyance under an agreement (or assignment) entered into from March 30 to October 24, 2022, and 15% in the Greater Golden Horseshoe under one entered into from April 21, 2017 to March 29, 2022, if the land goes to no foreign entity or taxable trustee other than the purchasers or assignees it names (and their spouses).",
    },
    referenced("https://www.ontario.ca/document/land-transfer-tax"),
    referenced("https://www.ontario.ca/page/estate-administration-tax"),
    stored(
      "https://www.ontario.ca/laws/regulation/950417",
      "O. Reg. 417/95 (family court fees); stored versions of this regulation were read. Replaces /page/court-fees-family-proceedings, which does not exist.",
    ),
    stored("https://www.ontario.ca/laws/regulation/950054", "O. Reg. 54/95 (preferential share)."),
    referenced(
      "https://www.ontario.ca/laws/regulation/110191",
      "O. Reg. 191/11 (Integrated Accessibility Standards): ss. 11 and 12 and Part IV.2, which took in the customer service standard (O. Reg. 429/07) on July 1, 2016.",
    ),
    referenced("https://www.ontario.ca/laws/regulation/010048"),
    referenced(
      "https://www.ontario.ca/laws/statute/90l06",
      "Land Transfer Tax Act, R.S.O. 1990, c. L.6 (e-Laws address of the consolidated statute).",
    ),
    referenced("https://www.ontario.ca/laws/statute/90s26"),
    {
      url: "https://www.ontario.ca/document/your-guide-employment-standards-act-0/public-holidays",
      how: "references",
      checked: "2026-11-25",
      note: "The Ontario government's guide to public holidays, named by independent references; its list of nine matches s. 1(1) of the Employment Standards Act, 2000, as quoted in stored copies.",
    },
    referenced("https://www.ontario.ca/page/land-registration"),
    stored(
      "https://www.ontario.ca/page/child-and-spousal-support",
      "The Family Responsibility Office's page; replaces /page/family-responsibility-office, named by only one reference.",
    ),
    referenced("https://www.ontario.ca/page/ontario-immigrant-nominee-program-oinp"),
    referenced("https://www.ontario.ca/page/make-power-attorney"),
    stored("https://www.ontario.ca/page/office-public-guardian-and-trustee"),
    referenced("https://www.ontario.ca/page/serviceontario"),
    referenced(
      "https://www.ontario.ca/page/change-address-drivers-licence-vehicle-permit-and-health-card",
      "Replaces /page/change-address, which is not the ServiceOntario page.",
    ),
  ],
  "www.toronto.ca": [
    referenced(
      "https://www.toronto.ca/services-payments/property-taxes-utilities/municipal-land-transfer-tax-mltt/",
    ),
    referenced(
      "https://www.toronto.ca/services-payments/property-taxes-utilities/municipal-land-transfer-tax-mltt/municipal-land-transfer-tax-mltt-rates-and-fees/",
    ),
    referenced(
      "https://www.toronto.ca/services-payments/property-taxes-utilities/municipal-land-transfer-tax-mltt/municipal-land-transfer-tax-mltt-rebate-opportunities/",
      "The first-time purchaser rebate (up to $4,475).",
    ),
    stored(
      "https://www.toronto.ca/services-payments/property-taxes-utilities/municipal-land-transfer-tax-mltt/municipal-land-transfer-tax-mltt-information/",
      "MNRST of 10 % from January 1, 2025, no grandfathering; replaces a council agenda item address found in no stored copy.",
    ),
  ],
  "www.mississauga.ca": [
    stored(
      "https://www.mississauga.ca/services-and-programs/property-taxes/manage-your-property-tax-account/tax-fees-and-charges",
      "Replaces a Toronto tax-certificate address that does not exist.",
    ),
  ],
  "lso.ca": [
    stored(
      "https://lso.ca/about-lso/legislation-rules/rules-of-professional-conduct/chapter-4",
      "A stored copy of Chapter 4 at this path was read.",
    ),
    home("https://lso.ca"),
    {
      url: "https://lso.ca/public-resources/finding-a-lawyer-or-paralegal/lawyer-and-paralegal-directory",
      how: "references",
      checked: "2026-11-29",
      note: "The Law Society's public Lawyer and Paralegal Directory. Rechecked 2026-11-29: no stored copy of the directory page itself exists in the stored web pages or documentation searched; a stored copy of the Law Society's own Protecting the Public page (lso.ca/protecting-the-public) sends the public to the Lawyer/Paralegal Directory to check a licensee's status, and this exact address is the one independent references name for it (docs/FACTS.md#sources).",
    },
  ],
  "www.teraview.ca": [home("https://www.teraview.ca/en/", "Replaces the bare host.")],
  "www.fsrao.ca": [
    home(
      "https://www.fsrao.ca/",
      "The title insurance regulator's landing page; replaces titleplus.ca, which no reference names.",
    ),
  ],
  "www.reco.on.ca": [home("https://www.reco.on.ca/"), home("https://www.reco.on.ca")],
  "www.legalaid.on.ca": [home("https://www.legalaid.on.ca/"), home("https://www.legalaid.on.ca")],
  "ontariocourtforms.on.ca": [home("https://ontariocourtforms.on.ca")],
  "stepstojustice.ca": [home("https://stepstojustice.ca", "Stored copies of its pages were read.")],
  "irb-cisr.gc.ca": [home("https://irb-cisr.gc.ca")],
  "settlement.org": [home("https://settlement.org")],
  "www.tarion.com": [home("https://www.tarion.com")],
  "www.cmhc-schl.gc.ca": [home("https://www.cmhc-schl.gc.ca")],
  "www.condoauthorityontario.ca": [home("https://www.condoauthorityontario.ca")],
  "www.mpac.ca": [home("https://www.mpac.ca")],
  "www.cleo.on.ca": [home("https://www.cleo.on.ca")],
  "www.getsmarteraboutmoney.ca": [home("https://www.getsmarteraboutmoney.ca")],
  "www.bankofcanada.ca": [home("https://www.bankofcanada.ca")],
  "www.cdic.ca": [home("https://www.cdic.ca")],
  "www.equifax.ca": [home("https://www.equifax.ca")],
  "www.transunion.ca": [home("https://www.transunion.ca")],
  "creditcounsellingcanada.ca": [home("https://creditcounsellingcanada.ca")],
  "ised-isde.canada.ca": [
    referenced("https://ised-isde.canada.ca/site/office-superintendent-bankruptcy/en"),
  ],
  "211ontario.ca": [home("https://211ontario.ca")],
  "www.canadapost-postescanada.ca": [home("https://www.canadapost-postescanada.ca")],
  "mover.net": [home("https://mover.net", "Stored copies of mover.net pages were read.")],
  "www.oeb.ca": [home("https://www.oeb.ca")],
  "www.w3.org": [
    referenced("https://www.w3.org/TR/WCAG22/", "Web Content Accessibility Guidelines 2.2."),
  ],
};

/** Every verified address, flattened. */
export const verifiedUrls: ReadonlySet<string> = new Set(
  Object.values(verifiedSources).flatMap((list) => list.map((s) => s.url)),
);
