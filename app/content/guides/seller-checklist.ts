/** Seller checklist: five phases, tax considerations, typical selling costs and reminders. */
import { factText } from "../facts";
import type { Checklist } from "./types";

export const sellerChecklist: Checklist = {
  storageKey: "checklist:seller:v1",
  path: "/knowledge/real-estate/seller-checklist",
  guidePath: "/knowledge/real-estate/selling-process",
  intro:
    "Tick each task off as you go. Your progress is saved in this browser only (nothing is sent to us), so you can come back to it. Print it to keep beside you while you prepare.",
  phases: [
    {
      id: "plan",
      title: "Plan the sale",
      summary: "Before you call an agent.",
      items: [
        {
          id: "mortgage-penalty",
          text: "Ask your lender for the mortgage payout amount and any prepayment penalty",
        },
        {
          id: "tax-advice",
          text: "Check the tax position with your accountant (principal residence, rental or non-resident)",
        },
        {
          id: "next-home",
          text: "Decide where you will live next and how the two closing dates will line up",
        },
        {
          id: "gather-documents",
          text: "Gather your deed, tax bills, utility costs, warranties and renovation permits",
        },
        { id: "choose-lawyer", text: "Choose your real estate lawyer" },
      ],
    },
    {
      id: "prepare",
      title: "Prepare the home",
      summary: "Two to six weeks before listing.",
      items: [
        { id: "repairs", text: "Make small repairs and touch up paint" },
        { id: "declutter", text: "Declutter, depersonalize and deep clean" },
        { id: "pre-inspection", text: "Consider a pre-listing home inspection" },
        { id: "staging", text: "Decide on professional staging ($2,000-$5,000)" },
        { id: "curb-appeal", text: "Tidy the exterior, entrance and garden" },
      ],
    },
    {
      id: "list",
      title: "Price and list",
      summary: "Setting the price and going to market.",
      items: [
        {
          id: "interview-agents",
          text: "Interview at least two RECO-registered agents, or plan a private sale",
        },
        {
          id: "market-analysis",
          text: "Review a market analysis with comparables within 6 months and 0.5-1 km",
        },
        {
          id: "listing-agreement",
          text: "Negotiate and read the listing agreement, including commission",
        },
        { id: "photography", text: "Book professional photography ($300-$800)" },
        {
          id: "condo-status",
          text: "For a condo, order the status certificate so it is ready for buyers",
        },
      ],
    },
    {
      id: "offers",
      title: "Showings and offers",
      summary: "While the home is on the market.",
      items: [
        { id: "show-ready", text: "Keep the home show-ready and secure valuables and medications" },
        {
          id: "compare-offers",
          text: "Compare offers on price, deposit, conditions and closing date",
        },
        {
          id: "lawyer-review",
          text: "Have your lawyer review the agreement before you accept or sign back",
        },
        {
          id: "track-conditions",
          text: "Track the buyer's condition deadlines until the sale is firm",
        },
      ],
    },
    {
      id: "closing",
      title: "Closing",
      summary: "From firm sale to handing over the keys.",
      items: [
        {
          id: "send-agreement",
          text: "Send your lawyer the firm agreement, mortgage details and ID",
        },
        { id: "sign-closing", text: "Sign the deed and closing documents with your lawyer" },
        {
          id: "cancel-services",
          text: "Arrange final meter readings and cancel or transfer utilities and insurance",
        },
        { id: "forward-mail", text: "Set up mail forwarding and change your address" },
        {
          id: "leave-keys",
          text: "Leave keys, codes, manuals and included items as the agreement requires",
        },
        {
          id: "keep-reporting-letter",
          text: "Keep your lawyer's reporting letter for your tax records",
        },
      ],
    },
  ],
  sections: [
    {
      id: "tax-considerations",
      eyebrow: "Tax considerations",
      heading: "Tax considerations",
      cards: [
        {
          title: "Principal residence",
          text: "Usually tax-free if it was your home every year you owned it, but you must report the sale on your tax return.",
        },
        {
          title: "Investment property",
          text: `Capital gains are ${factText("capital-gains-inclusion-rate")} taxable on investment property; keep records of purchase costs and improvements to reduce the gain.`,
        },
        {
          title: "Owned under 12 months",
          text: "Profit is generally taxed as business income under the federal anti-flipping rule, unless a listed life event applies.",
        },
        {
          title: "Non-resident sellers",
          text: "Apply early for a section 116 clearance certificate, or the buyer will hold back part of the price.",
        },
      ],
    },
    {
      id: "selling-costs",
      eyebrow: "Typical selling costs",
      heading: "Typical selling costs",
      intro: "Approximate ranges in Ontario; get written quotes for your own sale.",
      cards: [
        {
          title: "Real estate commission",
          text: "Negotiable; 5-7% of the price is often quoted, plus HST, and many sellers agree to less.",
        },
        {
          title: "Legal fees",
          text: "For the sale: our fixed sale fees and disbursements are published on our Real Estate Fees page, plus HST.",
        },
        {
          title: "Mortgage payout",
          text: "Any prepayment penalty and the lender's discharge fee.",
        },
        { title: "Staging", text: "About $2,000-$5,000 for an occupied home." },
        {
          title: "Photography",
          text: "About $300-$800, often with a floor plan and virtual tour.",
        },
        { title: "Repairs and moving", text: "Pre-listing repairs, cleaning and movers." },
      ],
    },
  ],
  reminders: [
    "Tell the truth about known defects: hiding a problem can lead to a claim after closing.",
    "Do not remove fixtures (light fixtures, built-ins) unless the agreement excludes them.",
    "Keep paying the mortgage, property tax and insurance until closing day.",
    "If you are buying too, avoid closing the purchase before the sale unless you have bridge financing.",
    "Keep every statement from your lawyer for your tax return.",
  ],
};
