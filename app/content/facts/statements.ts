/**
 * Dated statements: rules the site states in words ("since January 1, 2022, marriage no longer
 * revokes a will") and the review dates of whole documents, so a page can say when it was last
 * checked and the firm knows when to check it again.
 */
import type { Fact } from "./types.ts";
import { CHECKED, count, text } from "./values.ts";

const CRS_GRID = {
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/eligibility/criteria-comprehensive-ranking-system/grid.html",
  title: "Comprehensive Ranking System criteria (IRCC)",
};
const SLRA = {
  url: "https://www.ontario.ca/laws/statute/90s26",
  title: "Succession Law Reform Act, R.S.O. 1990, c. S.26 (e-Laws)",
};
const SIX_MONTHS = "2027-05-23";

export const statementFacts = [
  {
    id: "legal-documents-review",
    label: "Terms, Privacy Policy and Legal Disclaimer: last review",
    value: text("Reviewed against PIPEDA and the Law Society of Ontario's marketing rules"),
    note: "Review the three documents together whenever the site starts collecting something new, and at least once a year.",
    source: {
      url: "https://www.priv.gc.ca/en/privacy-topics/privacy-laws-in-canada/the-personal-information-protection-and-electronic-documents-act-pipeda/",
      title:
        "The Personal Information Protection and Electronic Documents Act (Office of the Privacy Commissioner of Canada)",
    },
    effective: "2025-06-01",
    // Reviewed together when booking, the questionnaire and the engagement letter moved onto the site.
    checked: "2026-11-29",
    reviewBy: SIX_MONTHS,
  },
  {
    id: "pipeda-access-response-time",
    label: "PIPEDA: time to answer an access request",
    value: count(30, { prefix: "within ", suffix: " days" }),
    note: "PIPEDA s. 8(3); the time may be extended once by up to 30 days with notice (s. 8(4)).",
    source: {
      url: "https://www.priv.gc.ca/en/privacy-topics/privacy-laws-in-canada/the-personal-information-protection-and-electronic-documents-act-pipeda/",
      title:
        "The Personal Information Protection and Electronic Documents Act (Office of the Privacy Commissioner of Canada)",
    },
    effective: "2004-01-01",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "accessibility-statement-review",
    label: "Accessibility statement: last review",
    value: text(
      "WCAG 2.2 Level AA; AODA customer service standards (O. Reg. 191/11, Part IV.2, ss. 11 and 12)",
    ),
    note: "Review with each change to how the site is tested, and whenever the firm's contact channels change.",
    source: {
      url: "https://www.ontario.ca/laws/regulation/110191",
      title: "O. Reg. 191/11: Integrated Accessibility Standards (e-Laws)",
    },
    effective: "2016-07-01",
    // Reviewed when booking, the questionnaire and the engagement letter moved onto the site.
    checked: "2026-11-29",
    reviewBy: SIX_MONTHS,
  },
  {
    id: "article-real-estate-agreements-review",
    label: "Article: When real estate deals go wrong, law as of",
    value: text("Ontario agreements of purchase and sale, conditions, deposits and closings"),
    note: "The article was last reviewed on the date in `checked`. Recheck the agreement rules it describes (RECO's forms and TRESA) and its examples, then update `checked`.",
    source: { url: "https://www.reco.on.ca/", title: "Real Estate Council of Ontario" },
    effective: "2025-03-17",
    checked: "2025-10-20",
    reviewBy: "2026-12-15",
  },
  {
    id: "article-out-of-status-review",
    label: "Article: Out of status in Canada, law as of",
    value: text(
      "Restoration, temporary resident permits, humanitarian applications and refugee claims",
    ),
    note: "The article was last reviewed on the date in `checked`. Recheck the restoration window, the typical processing times, the refugee-claim eligibility rules and any new public policies, then update `checked`. Checked 2026-11-27: restoration is still 90 days (IRPR s. 182; IRCC's instructions on restoration of temporary resident status); Bill C-12, the Strengthening Canada's Immigration System and Borders Act, received royal assent on 2026-03-26 (Justice Laws, S-22.5), so the article now states its two refugee-claim rules in force for claims made on or after 2025-06-03 (the one-year rule for a first entry after 2020-06-24, the 14-day rule for crossing the United States land border between ports of entry) and IRCC's statement that people affected keep access to a PRRA (IRCC backgrounder, March 2026); for the in-Canada spousal route for out-of-status partners (the 2005 public policy) no change was found; the typical timelines stay the firm's ranges (IRCC's posted in-Canada spousal time, reported at 21 to 25 months in March to May 2026, is within 12-24 months; no official 2026 figure for refugee-claim wait times was found).",
    source: {
      url: "https://laws-lois.justice.gc.ca/eng/regulations/SOR-2002-227/index.html",
      title: "Immigration and Refugee Protection Regulations, SOR/2002-227 (Justice Laws)",
    },
    effective: "2026-03-26",
    checked: "2026-11-27",
    reviewBy: SIX_MONTHS,
  },
  {
    id: "restoration-of-status-window",
    label: "Window to apply to restore temporary resident status",
    value: count(90, { suffix: " days" }),
    source: {
      url: "https://laws-lois.justice.gc.ca/eng/regulations/SOR-2002-227/section-182.html",
      title: "Immigration and Refugee Protection Regulations, section 182 (Justice Laws)",
    },
    effective: "2002-06-28",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "visitor-stay-limit",
    label: "Usual length of a visitor's stay",
    value: text("up to 6 months"),
    source: {
      url: "https://laws-lois.justice.gc.ca/eng/regulations/SOR-2002-227/section-183.html",
      title: "Immigration and Refugee Protection Regulations, section 183 (Justice Laws)",
    },
    effective: "2002-06-28",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "super-visa-stay",
    label: "Super Visa: length of each stay",
    value: text("up to 5 years at a time"),
    source: {
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada/parent-grandparent-super-visa.html",
      title: "Parent and grandparent super visa (IRCC)",
    },
    effective: "2022-06-22",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "citizenship-physical-presence",
    label: "Citizenship: physical presence required",
    value: count(1_095, { suffix: " days in the last 5 years" }),
    source: {
      url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/canadian-citizenship/become-canadian-citizen/eligibility.html",
      title: "Canadian citizenship: who can apply (IRCC)",
    },
    effective: "2017-10-11",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "crs-provincial-nomination-points",
    label: "Express Entry: CRS points for a provincial nomination",
    value: count(600),
    source: CRS_GRID,
    effective: "2015-01-01",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "crs-job-offer-points-removed",
    label: "Express Entry: a job offer no longer adds CRS points",
    value: text("no CRS points for a job offer"),
    source: CRS_GRID,
    effective: "2025-03-25",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "written-buyer-representation-agreement",
    label: "Written buyer representation agreement required before an offer",
    value: text("a brokerage must put its agreement to represent a buyer in writing"),
    note: "Trust in Real Estate Services Act, 2002, phase 2, in force December 1, 2023.",
    source: { url: "https://www.reco.on.ca/", title: "Real Estate Council of Ontario" },
    effective: "2023-12-01",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "marriage-no-longer-revokes-will",
    label: "Marriage no longer revokes an existing will",
    value: text("marriage does not revoke a will"),
    source: SLRA,
    effective: "2022-01-01",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "court-validation-of-wills",
    label: "A court can validate a will that was not properly signed or witnessed",
    value: text("Superior Court of Justice may validate an improperly executed will"),
    note: "Succession Law Reform Act, s. 21.1, for deaths on or after January 1, 2022.",
    source: SLRA,
    effective: "2022-01-01",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
  },
  {
    id: "ontario-public-holidays",
    label: "Ontario's public holidays: no consultation is booked on them",
    value: text(
      "New Year's Day, Family Day, Good Friday, Victoria Day, Canada Day, Labour Day, Thanksgiving Day, Christmas Day and Boxing Day",
    ),
    note: "Employment Standards Act, 2000, s. 1(1); Easter Monday, the Civic Holiday and Remembrance Day are not public holidays under it. The booking computes the dates for each year with date-holidays (app/booking/ontario-holidays.server.ts); its unit test holds the official dates of 2026 (January 1, February 16, April 3, May 18, July 1, September 7, October 12, December 25 and 26) and 2027 (January 1, February 15, March 26, May 24, July 1, September 6, October 11, December 25 and 26). Recheck when the Act is amended.",
    source: {
      url: "https://www.ontario.ca/document/your-guide-employment-standards-act-0/public-holidays",
      title: "Your guide to the Employment Standards Act: Public holidays (Government of Ontario)",
    },
    effective: "2008-02-18",
    checked: "2026-11-25",
    reviewBy: "2027-11-25",
  },
  {
    id: "legal-aid-summary-advice",
    label: "Legal Aid Ontario: free summary legal advice by phone",
    value: count(20, { prefix: "up to ", suffix: " minutes" }),
    note: "The length of free summary advice on Legal Aid Ontario's phone line; the stored copies of LAO's site did not show it, so the firm confirms it.",
    source: { url: "https://www.legalaid.on.ca/", title: "Legal Aid Ontario" },
    effective: "2025-01-01",
    checked: CHECKED,
    reviewBy: SIX_MONTHS,
    confirmWithFirm: true,
  },
  {
    id: "apostille-convention-canada",
    label: "Hague Apostille Convention: in force for Canada",
    value: text(
      "An apostille from Ontario's Official Documents Services replaces authentication and legalization for member countries",
    ),
    note: "Canada deposited its accession on May 12, 2023 (HCCH); the Convention entered into force for Canada on January 11, 2024. For documents notarized in Ontario, Official Documents Services issues the apostille, or a certificate of authentication for countries outside the Convention. Recheck which office issues apostilles and how to submit.",
    source: {
      url: "https://www.ontario.ca/page/authenticate-document-use-outside-canada",
      title: "Authenticate a document for use outside Canada (Ontario)",
    },
    effective: "2024-01-11",
    checked: "2026-11-25",
    reviewBy: SIX_MONTHS,
  },
] as const satisfies readonly Fact[];
