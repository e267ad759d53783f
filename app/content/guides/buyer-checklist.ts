/**
 * The home buyer checklist: four phases, first-time buyer benefits and reminders. Government
 * figures come from the facts register (docs/FACTS.md).
 */
import { changedOn, earlierText, effectiveOn, factText } from "../facts";
import type { Checklist } from "./types";

const cap = factText("insured-mortgage-price-cap");
const credit = "first-time-home-buyers-tax-credit";

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
          detail: `5% of the first $500,000 and 10% of the portion above, up to ${cap}; 20% at ${cap} and over.`,
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
          text: `Withdraw up to ${factText("home-buyers-plan-limit")} from your RRSPs tax-free to buy your first home, and repay it over 15 years. The limit was ${earlierText("home-buyers-plan-limit")} until ${changedOn("home-buyers-plan-limit")}.`,
        },
        {
          title: "First Home Savings Account",
          text: `Contribute ${factText("fhsa-limits")}; contributions are deductible and qualifying withdrawals are tax-free. You can use an FHSA and the Home Buyers' Plan for the same home.`,
        },
        {
          title: "First-Time Home Buyers' Tax Credit",
          text: `A non-refundable credit, claimed on your tax return for the year you buy: ${factText(credit)} for homes bought from 2026 and ${earlierText(credit)} for 2025 purchases, as the lowest federal tax rate fell to 14%. It was ${earlierText(credit, 1)} for 2022 to 2024 purchases, and ${earlierText(credit, 2)} for homes bought before ${changedOn(credit, 2)}.`,
        },
        {
          title: "Land transfer tax refunds",
          text: `Ontario refunds ${factText("ontario-land-transfer-tax-refund")} of provincial land transfer tax for eligible first-time buyers; in Toronto, the city rebates ${factText("toronto-land-transfer-tax-rebate")} of its municipal tax as well. Your lawyer claims them when the deed is registered.`,
        },
        {
          title: "30-year amortization",
          text: `Since ${effectiveOn("thirty-year-amortization")}, first-time buyers with an insured mortgage can choose a 30-year amortization, which lowers monthly payments (at a small extra insurance premium).`,
        },
        {
          title: "GST/HST relief on a new home",
          text: `For a newly built home bought from a builder under an agreement signed on or after ${effectiveOn("first-time-home-buyers-gst-rebate")}, the federal First-Time Home Buyers' GST rebate gives ${factText("first-time-home-buyers-gst-rebate")} on homes up to $1 million, reduced gradually up to $1.5 million. Ontario adds its own first-time buyer rebate of the provincial part of the HST, ${factText("ontario-first-time-buyer-hst-rebate")} (including the existing Ontario new housing rebate), on the same homes. Together they can remove all 13% HST on a new home up to $1 million.`,
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
