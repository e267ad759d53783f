/** SPEC §2 Buyer checklist: four phases, first-time buyer benefits and reminders. */
import { figures } from "../figures";
import type { Checklist } from "./types";

const {
  homeBuyersPlan: hbp,
  firstTimeBuyerTaxCredit: credit,
  insuredMortgagePriceCap: cap,
} = figures;

export const buyerChecklist: Checklist = {
  storageKey: "checklist:buyer:v1",
  path: "/knowledge/real-estate/buyer-checklist",
  guidePath: "/knowledge/real-estate/purchase-process",
  intro:
    "Tick each task off as you go. Your progress is saved in this browser only (nothing is sent to us), so you can come back to it. Print it to take to appointments.",
  phases: [
    {
      id: "prepare",
      title: "Get ready to buy",
      summary: "Before you start looking.",
      items: [
        {
          id: "check-credit",
          text: "Check your credit reports from Equifax and TransUnion and fix any errors",
          detail: "A score of 680+ is ideal for the best mortgage rates.",
        },
        {
          id: "set-budget",
          text: "Set a budget using the 28/36 rule",
          detail: "Housing costs under about 28% of gross income, all debts under about 36%.",
        },
        {
          id: "save-down-payment",
          text: "Save your down payment",
          detail: `5% of the first $500,000 and 10% of the portion above, up to ${cap.value}; 20% at ${cap.value} and over.`,
        },
        { id: "save-closing-costs", text: "Set aside 1.5-4% of the price for closing costs" },
        {
          id: "open-fhsa-hbp",
          text: "Open an FHSA and plan any Home Buyers' Plan withdrawal",
          detail: "RRSP money must be in the plan for 90 days before an HBP withdrawal.",
        },
        { id: "get-pre-approved", text: "Get a mortgage pre-approval in writing" },
      ],
    },
    {
      id: "search",
      title: "Search and make an offer",
      summary: "Finding the right home and securing it.",
      items: [
        {
          id: "hire-realtor",
          text: "Choose a RECO-registered realtor and read the buyer representation agreement",
        },
        { id: "choose-lawyer", text: "Choose your real estate lawyer before offer night" },
        { id: "list-needs", text: "List your must-haves and nice-to-haves" },
        { id: "review-comparables", text: "Review recent comparable sales for each home you like" },
        { id: "book-inspector", text: "Line up a home inspector (about $400-$800)" },
        {
          id: "prepare-deposit",
          text: "Have your deposit ready to pay within 24 hours of acceptance",
        },
        {
          id: "review-offer",
          text: "Have your lawyer review the Agreement of Purchase and Sale before you sign",
        },
      ],
    },
    {
      id: "conditions",
      title: "Conditions and due diligence",
      summary: "Usually 5-10 business days after your offer is accepted.",
      items: [
        { id: "home-inspection", text: "Attend the home inspection and get repair estimates" },
        {
          id: "status-certificate",
          text: "For a condo, have your lawyer review the status certificate",
        },
        {
          id: "final-mortgage-approval",
          text: "Send the agreement to your lender and get final mortgage approval",
        },
        {
          id: "home-insurance",
          text: "Get a home insurance quote (your lender will need proof before closing)",
        },
        {
          id: "waive-conditions",
          text: "Waive or fulfil each condition in writing before its deadline",
        },
      ],
    },
    {
      id: "closing",
      title: "Closing",
      summary: "The last weeks before you get your keys.",
      items: [
        {
          id: "send-documents-to-lawyer",
          text: "Send your lawyer the agreement, mortgage details, ID and insurance contact",
        },
        {
          id: "arrange-funds",
          text: "Arrange the balance of your down payment and closing costs by wire or certified funds",
        },
        {
          id: "sign-documents",
          text: "Sign the closing documents with your lawyer in the last week",
        },
        {
          id: "book-movers",
          text: "Book movers and set up utilities, internet and mail forwarding",
        },
        { id: "final-walkthrough", text: "Do the final walkthrough 24-48 hours before closing" },
        { id: "get-keys", text: "Get your keys and keep your lawyer's reporting letter safe" },
      ],
    },
  ],
  sections: [
    {
      id: "first-time-buyer-benefits",
      eyebrow: "First-time buyers",
      heading: "Benefits for first-time buyers",
      intro:
        "Each program has its own definition of a first-time buyer. Check you qualify before you count on the money.",
      cards: [
        {
          title: "Home Buyers' Plan",
          text: `Withdraw up to ${hbp.value} from your RRSPs tax-free to buy your first home, and repay it over 15 years. The limit was $35,000 until ${hbp.previous.changed}.`,
        },
        {
          title: "First Home Savings Account",
          text: `Contribute ${figures.fhsaLimits.value}; contributions are deductible and qualifying withdrawals are tax-free. You can use an FHSA and the Home Buyers' Plan for the same home.`,
        },
        {
          title: "First-Time Home Buyers' Tax Credit",
          text: `A non-refundable credit of up to ${credit.value}, claimed on your tax return for the year you buy. It was up to $750 for homes bought before ${credit.previous.changed}.`,
        },
        {
          title: "Land transfer tax refunds",
          text: `Ontario refunds up to ${figures.ontarioLandTransferTaxRefund.value} of provincial land transfer tax for eligible first-time buyers; in Toronto, the city rebates up to ${figures.torontoLandTransferTaxRebate.value} of its municipal tax as well. Your lawyer claims them when the deed is registered.`,
        },
        {
          title: "30-year amortization",
          text: "Since December 15, 2024, first-time buyers with an insured mortgage can choose a 30-year amortization, which lowers monthly payments (at a small extra insurance premium).",
        },
        {
          title: "GST/HST relief on a new home",
          text: `For a newly built home bought from a builder under an agreement signed on or after May 27, 2025, the federal First-Time Home Buyers' GST rebate gives ${figures.firstTimeBuyerGstRebate.value} on homes up to $1 million, reduced gradually up to $1.5 million.`,
        },
      ],
    },
  ],
  reminders: [
    "Do not take on new debt or change jobs between pre-approval and closing without talking to your lender.",
    "Conditions have hard deadlines: diarize them the day your offer is accepted.",
    "Your deposit is at risk if you cannot close, so be sure of your financing before you waive it.",
    "Buyers who are not Canadian citizens or permanent residents should get advice before making an offer: federal restrictions on non-Canadian buyers and Ontario's non-resident speculation tax may apply.",
    "Keep copies of every document you sign and every receipt for your tax return.",
  ],
};
