/**
 * External resources: official Ontario and Canadian websites, by category. Websites are
 * stored without a scheme (docs/PRODUCT-RULES.md#content-and-compliance); the link is `https://` + website.
 */

export interface ExternalResource {
  name: string;
  /** Host and optional path, no scheme: "www.ontario.ca/page/serviceontario". */
  website: string;
  description: string;
}

export interface ResourceCategory {
  id: string;
  name: string;
  intro: string;
  resources: readonly ExternalResource[];
}

export function resourceHref(resource: Pick<ExternalResource, "website">): string {
  return `https://${resource.website}`;
}

export const legalAidLine = {
  name: "Legal Aid Ontario",
  display: "1-800-668-8258",
  e164: "+18006688258",
  /** Legal aid gives free advice for up to 20 minutes. */
  adviceMinutes: 20,
} as const;

export const resourceCategories: readonly ResourceCategory[] = [
  {
    id: "family-law",
    name: "Family Law",
    intro:
      "Court forms, legal aid and plain-language guides for separation, divorce, children and support.",
    resources: [
      {
        name: "Legal Aid Ontario",
        website: "www.legalaid.on.ca",
        description:
          "Free summary legal advice, duty counsel at family courts and legal aid certificates for people with low incomes.",
      },
      {
        name: "Ontario Court Forms",
        website: "ontariocourtforms.on.ca",
        description:
          "The official family law forms, including Form 8A: Application (Divorce) and financial statements.",
      },
      {
        name: "Steps to Justice",
        website: "stepstojustice.ca",
        description:
          "Step-by-step answers to common family law questions, written by Community Legal Education Ontario.",
      },
      {
        name: "Family Law (Department of Justice Canada)",
        website: "www.justice.gc.ca/eng/fl-df/index.html",
        description:
          "The Divorce Act, the Federal Child Support Guidelines and child support tables.",
      },
      {
        name: "Family Responsibility Office",
        website: "www.ontario.ca/page/child-and-spousal-support",
        description:
          "Ontario's office that collects and enforces child and spousal support payments.",
      },
    ],
  },
  {
    id: "immigration",
    name: "Immigration",
    intro:
      "The federal and Ontario offices that run Canada's immigration programs, and the regulators of the people who advise on them.",
    resources: [
      {
        name: "Immigration, Refugees and Citizenship Canada",
        website: "www.canada.ca/en/immigration-refugees-citizenship.html",
        description:
          "Official information and online applications for visas, permits, permanent residence and citizenship.",
      },
      {
        name: "IRCC processing times",
        website:
          "www.canada.ca/en/immigration-refugees-citizenship/services/application/check-processing-times.html",
        description: "Current processing times for each type of application.",
      },
      {
        name: "Ontario Immigrant Nominee Program",
        website: "www.ontario.ca/page/ontario-immigrant-nominee-program-oinp",
        description: "Ontario's provincial nominee streams, draws and application requirements.",
      },
      {
        name: "Immigration and Refugee Board of Canada",
        website: "irb-cisr.gc.ca",
        description:
          "The tribunal that decides refugee claims, immigration appeals and detention reviews.",
      },
      {
        name: "Settlement.Org",
        website: "settlement.org",
        description:
          "Practical information for newcomers to Ontario on housing, health, work and education.",
      },
    ],
  },
  {
    id: "real-estate",
    name: "Real Estate",
    intro:
      "Regulators, warranties and public records for buying, selling and owning a home in Ontario.",
    resources: [
      {
        name: "Real Estate Council of Ontario (RECO)",
        website: "www.reco.on.ca",
        description:
          "Regulates real estate agents and brokerages; check a registrant and read the buyer and seller guides.",
      },
      {
        name: "Tarion",
        website: "www.tarion.com",
        description:
          "Ontario's new home warranty program: deposit protection, warranties and builder records.",
      },
      {
        name: "Land transfer tax (Ontario)",
        website: "www.ontario.ca/document/land-transfer-tax",
        description:
          "Land transfer tax rates, and the refund of up to $4,000 for first-time homebuyers.",
      },
      {
        name: "Canada Mortgage and Housing Corporation",
        website: "www.cmhc-schl.gc.ca",
        description: "Mortgage loan insurance, housing market data and first-time buyer guides.",
      },
      {
        name: "Condominium Authority of Ontario",
        website: "www.condoauthorityontario.ca",
        description: "Guides for condo buyers and owners, and the Condominium Authority Tribunal.",
      },
      {
        name: "MPAC",
        website: "www.mpac.ca",
        description: "Property assessments used to calculate municipal property taxes.",
      },
    ],
  },
  {
    id: "will-planning",
    name: "Will Planning",
    intro: "Ontario's rules and forms for wills, powers of attorney and estates.",
    resources: [
      {
        name: "Make a power of attorney (Ontario)",
        website: "www.ontario.ca/page/make-power-attorney",
        description:
          "What powers of attorney for property and personal care are, and the government's free kit.",
      },
      {
        name: "Office of the Public Guardian and Trustee",
        website: "www.ontario.ca/page/office-public-guardian-and-trustee",
        description:
          "Acts for people who cannot manage their affairs and have no one else to do it.",
      },
      {
        name: "Estate administration tax",
        website: "www.ontario.ca/page/estate-administration-tax",
        description:
          "How probate tax is calculated and the estate information return estate trustees must file.",
      },
      {
        name: "What to do when someone has died (CRA)",
        website:
          "www.canada.ca/en/revenue-agency/services/tax/individuals/life-events/what-when-someone-died.html",
        description: "Final tax returns, clearance certificates and benefits after a death.",
      },
      {
        name: "Community Legal Education Ontario",
        website: "www.cleo.on.ca",
        description: "Free plain-language publications on wills, powers of attorney and estates.",
      },
    ],
  },
  {
    id: "financial-information",
    name: "Financial Information",
    intro: "Independent, non-commercial information on mortgages, savings and taxes.",
    resources: [
      {
        name: "Financial Consumer Agency of Canada",
        website: "www.canada.ca/en/financial-consumer-agency.html",
        description:
          "Mortgage calculators, down payment rules and your rights with banks and lenders.",
      },
      {
        name: "Canada Revenue Agency",
        website: "www.canada.ca/en/revenue-agency.html",
        description:
          "The Home Buyers' Plan, the First Home Savings Account and tax credits for home buyers.",
      },
      {
        name: "GetSmarterAboutMoney.ca",
        website: "www.getsmarteraboutmoney.ca",
        description:
          "Unbiased money tools from the Ontario Securities Commission's investor office.",
      },
      {
        name: "Bank of Canada",
        website: "www.bankofcanada.ca",
        description:
          "The policy interest rate and the benchmark rates that drive mortgage pricing.",
      },
      {
        name: "Canada Deposit Insurance Corporation",
        website: "www.cdic.ca",
        description: "What deposits are protected if a bank fails, and up to what limit.",
      },
    ],
  },
  {
    id: "credit-history",
    name: "Credit History",
    intro: "Get your credit reports free, correct errors and find non-profit help with debt.",
    resources: [
      {
        name: "Equifax Canada",
        website: "www.equifax.ca",
        description:
          "One of Canada's two credit bureaus: order your free credit report and dispute errors.",
      },
      {
        name: "TransUnion Canada",
        website: "www.transunion.ca",
        description: "Canada's other credit bureau: check your report and set up fraud alerts.",
      },
      {
        name: "Credit reports and scores (FCAC)",
        website: "www.canada.ca/en/financial-consumer-agency/services/credit-reports-score.html",
        description: "How credit reports and scores work and how to improve yours.",
      },
      {
        name: "Credit Counselling Canada",
        website: "creditcounsellingcanada.ca",
        description: "Find an accredited non-profit credit counsellor.",
      },
      {
        name: "Office of the Superintendent of Bankruptcy",
        website: "ised-isde.canada.ca/site/office-superintendent-bankruptcy/en",
        description:
          "Consumer proposals, bankruptcy and how to find a licensed insolvency trustee.",
      },
    ],
  },
  {
    id: "services",
    name: "Services",
    intro: "Government services you are likely to need along the way.",
    resources: [
      {
        name: "ServiceOntario",
        website: "www.ontario.ca/page/serviceontario",
        description:
          "Birth, marriage and death certificates, health cards, driver's licences and business registration.",
      },
      {
        name: "Service Canada",
        website:
          "www.canada.ca/en/employment-social-development/corporate/portfolio/service-canada.html",
        description: "Social Insurance Numbers, pensions, Employment Insurance and passports.",
      },
      {
        name: "Law Society of Ontario",
        website: "lso.ca",
        description:
          "Check that a lawyer or paralegal is licensed, and use the Law Society Referral Service.",
      },
      {
        name: "211 Ontario",
        website: "211ontario.ca",
        description:
          "Free, confidential referrals to community, social and health services across Ontario.",
      },
      {
        name: "Canadian passports",
        website:
          "www.canada.ca/en/immigration-refugees-citizenship/services/canadian-passports.html",
        description: "Apply for or renew a Canadian passport.",
      },
    ],
  },
  {
    id: "moving",
    name: "Moving",
    intro: "Change your address, forward your mail and set up utilities when you move.",
    resources: [
      {
        name: "Canada Post",
        website: "www.canadapost-postescanada.ca",
        description: "Mail forwarding and hold-mail services when you move.",
      },
      {
        name: "Change your address (ServiceOntario)",
        website:
          "www.ontario.ca/page/change-address-drivers-licence-vehicle-permit-and-health-card",
        description:
          "Update your address for your driver's licence, health card and vehicle permit in one place.",
      },
      {
        name: "Canadian Association of Movers",
        website: "mover.net",
        description: "Find a certified mover and read consumer tips for choosing one.",
      },
      {
        name: "Ontario Energy Board",
        website: "www.oeb.ca",
        description: "Electricity and natural gas rates, and your rights with utility companies.",
      },
    ],
  },
];

/** Resources of the directory, by website, for the guides' "resources" lists (one list, no copies). */
export function resourcesByWebsite(...websites: readonly string[]): ExternalResource[] {
  const all = resourceCategories.flatMap((c) => c.resources);
  return websites.map((w) => {
    const found = all.find((r) => r.website === w);
    if (!found) throw new Error(`No external resource with website ${w}`);
    return found;
  });
}
