/**
 * The purchase process guide: seven steps, an expected timeline and resource links. Government
 * figures and dated rules come from the facts register (docs/FACTS.md).
 */
import { changedOn, earlierText, effectiveOn, factText } from "../facts";
import { resourcesByWebsite } from "../resources";
import type { ProcessGuide } from "./types";

const cap = factText("insured-mortgage-price-cap");

export const purchaseProcessGuide: ProcessGuide = {
  path: "/knowledge/real-estate/purchase-process",
  intro:
    "Buying a home in Ontario follows a predictable path. Knowing the seven steps, and what each one costs and takes, helps you make a firm offer with confidence and arrive at closing day without surprises.",
  checklistPath: "/knowledge/real-estate/buyer-checklist",
  steps: [
    {
      id: "goals-and-budget",
      title: "Set your goals and budget",
      summary:
        "Decide what you need in a home and what you can comfortably afford, including the costs on top of the price.",
      details: [
        "A common rule of thumb is the 28/36 rule: keep housing costs (mortgage payment, property tax and heating) under about 28% of your gross income, and all debt payments under about 36%. Lenders use their own limits, which can be higher (insured lenders allow up to 39% and 44%), but staying near 28/36 leaves room for everything else in your life.",
        `Your minimum down payment depends on the price: 5% of the first $500,000 and 10% of the portion above. Until ${changedOn("insured-mortgage-price-cap")}, you needed 20% down on any home priced over $1M; insured mortgages are now available up to ${cap}, so 20% is required only at ${cap} and over. With less than 20% down you pay mortgage default insurance, which is added to your mortgage.`,
        "Budget closing costs of 1.5-4% of the price on top of your down payment: land transfer tax, legal fees and disbursements, title insurance, adjustments for prepaid property tax, and moving costs.",
      ],
      tips: [
        `First-time buyers can withdraw up to ${factText("home-buyers-plan-limit")} each from their RRSPs under the Home Buyers' Plan (up to ${earlierText("home-buyers-plan-limit")} before ${changedOn("home-buyers-plan-limit")}).`,
        `A First Home Savings Account (FHSA) lets you save ${factText("fhsa-limits")} tax-free for your first home.`,
      ],
    },
    {
      id: "mortgage-pre-approval",
      title: "Get a mortgage pre-approval",
      summary:
        "Find out how much a lender will lend, lock in a rate for a period, and learn what documents they will want.",
      details: [
        "A pre-approval tells you the maximum mortgage you qualify for and usually holds an interest rate for 90 to 120 days. The lender checks your income, debts and credit; a credit score of 680+ is ideal for the best rates, though some lenders accept lower scores.",
        `Every federally regulated lender must qualify you at the stress-test rate: ${factText("mortgage-stress-test-floor")}. Since ${effectiveOn("thirty-year-amortization")}, first-time buyers with an insured mortgage (and anyone buying a newly built home) can choose a 30-year amortization, which lowers the monthly payment.`,
        "A pre-approval is not a final approval. The lender will still need to approve the specific property after your offer is accepted, so keep your finances steady: no new car loans or credit cards until closing.",
      ],
    },
    {
      id: "hire-a-realtor",
      title: "Hire a realtor",
      summary:
        "Choose a registered agent who knows the area and the type of home you want, and understand what you are signing.",
      details: [
        `Check that the agent and brokerage are registered with the Real Estate Council of Ontario (RECO). Since ${effectiveOn("written-buyer-representation-agreement")}, a brokerage that represents you must put that agreement in writing before you make an offer, so read the buyer representation agreement carefully: it sets out the area, the time period and how the agent is paid.`,
        "Ask about the agent's recent sales in your target neighbourhoods, how they handle multiple-offer situations, and whether they also represent sellers in the same deals.",
      ],
    },
    {
      id: "tour-and-offer",
      title: "Tour homes and make an offer",
      summary:
        "View homes, compare recent sales, and submit an Agreement of Purchase and Sale with the right conditions.",
      details: [
        "Your offer is a binding contract once accepted. It sets the price, the deposit (often 5% of the price, paid within 24 hours of acceptance), the closing date, what is included (appliances, fixtures) and any conditions.",
        "Typical conditions are financing, a home inspection and, for condos, a lawyer's review of the status certificate. Conditions usually allow 5-10 business days. In competitive markets buyers sometimes waive conditions; that shifts every risk to you, so do your inspection and financing homework before offer night.",
      ],
      tips: [
        "Ask us to review an offer before you sign it: a short review costs far less than fixing a bad clause.",
      ],
    },
    {
      id: "due-diligence",
      title: "Complete your due diligence",
      summary:
        "Inspect the home, review the documents and confirm your financing while your conditions are open.",
      details: [
        "A professional home inspection costs about $400-$800, depending on the size and type of home, and is the best money you will spend. Attend it, ask questions, and get repair estimates for anything significant.",
        "For a condo, the status certificate shows the corporation's finances, reserve fund, rules and any lawsuits or special assessments; have your lawyer review it. For a house, check permits for renovations and whether the property has a septic system, well or oil tank.",
        "If everything checks out, you sign a waiver or notice of fulfilment to remove each condition by its deadline. If not, you can renegotiate or walk away as the condition allows.",
      ],
    },
    {
      id: "financing-and-legal",
      title: "Finalize financing and legal work",
      summary:
        "Your lender approves the property, and your real estate lawyer searches title and prepares the closing.",
      details: [
        "Your lawyer reviews the agreement, searches title, sends requisitions to the seller's lawyer about any problems, arranges title insurance, reviews the mortgage instructions and prepares the closing documents and statement of adjustments. Legal fees for a purchase are commonly $1,500-$3,000 plus disbursements and HST; our own purchase fees are published on our Real Estate Fees page.",
        `Land transfer tax is paid on closing. First-time buyers may get a refund of Ontario land transfer tax of ${factText("ontario-land-transfer-tax-refund")}, and in Toronto a further municipal rebate of ${factText("toronto-land-transfer-tax-rebate")}. The First-Time Home Buyers' Tax Credit, claimed on your tax return, is worth ${factText("first-time-home-buyers-tax-credit")} for homes bought from 2026 and ${earlierText("first-time-home-buyers-tax-credit")} for 2025 purchases, because the lowest federal tax rate it is based on fell to 14% (it was ${earlierText("first-time-home-buyers-tax-credit", 1)} for 2022 to 2024 purchases, and ${earlierText("first-time-home-buyers-tax-credit", 2)} before ${changedOn("first-time-home-buyers-tax-credit", 2)}).`,
        "About a week before closing you meet your lawyer (in person or by video) to sign the documents and provide the balance of the down payment and closing costs by wire or certified funds.",
      ],
    },
    {
      id: "closing",
      title: "Close and get your keys",
      summary:
        "Do a final walkthrough, and your lawyer exchanges the money and documents and registers you as the owner.",
      details: [
        "Most agreements allow a walkthrough 24-48 hours before closing, or on the agreed visit dates, to check that the home is in the same condition and that included items are still there.",
        "On closing day your lawyer receives the mortgage funds, sends the purchase money to the seller's lawyer, and registers the transfer and mortgage electronically. Once registration is complete, the keys are released, usually through the agents.",
        "After closing, your lawyer sends you a reporting letter with your registered deed and title insurance policy. Arrange home insurance before closing (your lender will require it), and set up utilities and a change of address.",
      ],
    },
  ],
  timeline: {
    heading: "Expected timeline",
    intro:
      "Every purchase is different, but most follow this rhythm from first budget to keys in hand.",
    stages: [
      {
        title: "1 to 3 months before you search",
        text: "Budget, check your credit, save for the down payment and closing costs, and get pre-approved.",
      },
      {
        title: "A few weeks to several months",
        text: "Hire a realtor, tour homes and make offers until one is accepted.",
      },
      {
        title: "5-10 business days after acceptance",
        text: "Inspection, financing approval and other conditions, then the conditions are waived or fulfilled.",
      },
      {
        title: "30-90 days from acceptance to closing",
        text: "Legal work, title search, mortgage instructions and signing with your lawyer in the last week.",
      },
      {
        title: "24-48 hours before closing",
        text: "Final walkthrough, then closing day and your keys.",
      },
    ],
  },
  sections: [],
  resources: resourcesByWebsite(
    "www.canada.ca/en/financial-consumer-agency.html",
    "www.cmhc-schl.gc.ca",
    "www.ontario.ca/document/land-transfer-tax",
    "www.reco.on.ca",
    "www.tarion.com",
    "www.condoauthorityontario.ca",
  ),
};
