/** Selling process guide: seven steps, tax considerations, market timelines and resource links, with the Selling figures. */
import { factText } from "../facts";
import { resourcesByWebsite } from "../resources";
import type { ProcessGuide } from "./types";

export const sellingProcessGuide: ProcessGuide = {
  path: "/knowledge/real-estate/selling-process",
  intro:
    "Selling well is about preparation: a home that shows well, a price grounded in real sales, and a clean agreement that closes on time. These seven steps take you from deciding to sell to handing over the keys.",
  checklistPath: "/knowledge/real-estate/seller-checklist",
  steps: [
    {
      id: "prepare-your-home",
      title: "Prepare your home",
      summary: "Repair, declutter and clean so buyers see the home, not the work it needs.",
      details: [
        "Fix small, visible problems (dripping taps, loose handles, scuffed paint) and deep clean. Consider a pre-listing inspection so you can deal with issues before a buyer's inspector finds them.",
        "Professional staging typically costs $2,000-$5,000 for an occupied home and more for a vacant one; it often pays for itself in faster sales and stronger offers.",
        "Gather documents early: your mortgage statement, property tax bills, utility costs, warranties, permits for past renovations and, for a condo, the details a buyer's lawyer will want in the status certificate.",
      ],
    },
    {
      id: "price-with-market-analysis",
      title: "Price it with a market analysis",
      summary: "Set a price from comparable recent sales, not from what you need or hope to get.",
      details: [
        "A comparative market analysis looks at similar homes that sold recently: ideally comparables within 6 months and 0.5-1 km of your home, adjusted for size, lot, condition and features. Active listings show your competition; expired listings show what buyers rejected.",
        "Some sellers price slightly below market to attract several offers on a set offer date; others list at market and accept offers any time. Your agent should explain the strategy and the risk of each in your local market.",
      ],
    },
    {
      id: "agent-or-private-sale",
      title: "Choose an agent or sell it yourself",
      summary:
        "Decide between a listing brokerage and a for-sale-by-owner (FSBO) sale, knowing what each costs and covers.",
      details: [
        "Real estate commission in Ontario is fully negotiable. Figures of 5-7% of the price (shared between the listing and buyer's brokerages, plus HST) are often quoted, but many sellers agree to less. The listing agreement sets the commission, the listing period and what the brokerage will do, so read it before you sign.",
        "Selling privately (FSBO) saves the listing side of the commission, but you take on pricing, marketing, showings and negotiation yourself, and you may still pay a buyer's agent. Either way, have a lawyer review the Agreement of Purchase and Sale before you accept it.",
      ],
    },
    {
      id: "marketing",
      title: "Market the property",
      summary:
        "Professional photos, a clear description and wide exposure bring in the right buyers.",
      details: [
        "Professional photography costs about $300-$800, often including a floor plan and virtual tour. Most buyers first see your home online, so it matters.",
        "Your agent lists the home on the MLS system and agent websites, and may use signs, social media and open houses. Be honest in the description: misrepresenting a property can lead to a claim after closing.",
      ],
    },
    {
      id: "showings-and-offers",
      title: "Handle showings and offers",
      summary:
        "Keep the home show-ready, then weigh each offer's price, deposit, conditions and dates.",
      details: [
        "Keep the home clean and be flexible with showing times. Secure valuables and medications during showings.",
        "The highest price is not always the best offer. Look at the deposit, the conditions (financing, inspection, sale of the buyer's own home), the closing date and what is included. You can accept, reject or sign back an offer with changes.",
      ],
    },
    {
      id: "accept-and-legal-paperwork",
      title: "Accept an offer and handle the legal paperwork",
      summary:
        "Once the conditions are met, your lawyer prepares the deed and answers the buyer's lawyer's requisitions.",
      details: [
        "After the buyer's conditions are waived, the sale is firm. Send your lawyer the agreement, your mortgage details and your identification. Your lawyer orders the mortgage discharge statement, answers requisitions, prepares the transfer and statement of adjustments, and arranges to pay out your mortgage and any liens on closing.",
        "Ask your lender early about the penalty for paying out your mortgage before its term ends: it can be three months' interest or an interest rate differential, and can be large. A portable mortgage may let you move it to your next home.",
      ],
    },
    {
      id: "closing",
      title: "Close the sale",
      summary: "Sign the closing documents, move out, and receive the sale proceeds.",
      details: [
        "You sign the closing documents with your lawyer in the last week before closing, in person or by video. On closing day, the buyer's lawyer sends the funds, your lawyer pays out your mortgage, commission and other amounts, and registration completes the transfer.",
        "Leave the home in the condition the agreement requires, with all included items, keys, codes and garage openers. Your lawyer sends you the balance of the proceeds and a reporting letter, which you should keep for your tax records.",
      ],
    },
  ],
  timeline: {
    heading: "Market timelines",
    intro: "How long a sale takes depends on the market. These are typical ranges, not promises.",
    stages: [
      {
        title: "2 to 6 weeks before listing",
        text: "Repairs, decluttering, staging, photography and gathering documents.",
      },
      {
        title: "Seller's market: days to 2 weeks",
        text: "Low inventory and strong demand; offer dates and multiple offers are common.",
      },
      {
        title: "Balanced market: 2-6 weeks on market",
        text: "Supply and demand roughly match; most homes priced well sell within this range.",
      },
      {
        title: "Buyer's market: 6 weeks or more",
        text: "More listings than buyers; expect conditional offers, negotiation and price adjustments.",
      },
      {
        title: "30-90 days from firm sale to closing",
        text: "The usual closing period, set in the agreement, while the lawyers complete the transaction.",
      },
    ],
  },
  sections: [
    {
      id: "tax-considerations",
      eyebrow: "Tax considerations",
      heading: "Taxes to think about before you sell",
      intro:
        "A conversation with your accountant before you list can save you money. These are the rules that most often matter.",
      cards: [
        {
          title: "Principal residence exemption",
          text: "If the home was your principal residence for every year you owned it, the gain is usually tax-free. You must still report the sale on Schedule 3 of your tax return for the year of sale (Form T2091).",
        },
        {
          title: "Capital gains on investment property",
          text: `On a rental or other investment property, ${factText("capital-gains-inclusion-rate")} of the capital gain is taxable: the ${factText("capital-gains-inclusion-rate")} inclusion rate applies, since the proposed increase to two-thirds was cancelled in March 2025. Keep records of purchase costs and capital improvements, which reduce the gain.`,
        },
        {
          title: "Homes owned less than 12 months",
          text: "Under the federal anti-flipping rule, profit on a home owned for less than 12 months is generally taxed as business income, unless the sale is due to a life event such as a death, separation, new job or birth.",
        },
        {
          title: "Non-resident sellers",
          text: "If you are not a resident of Canada, the buyer must hold back part of the price (usually 25% of the gross price) unless you obtain a clearance certificate from the Canada Revenue Agency under section 116 of the Income Tax Act. Start early: it can take months.",
        },
        {
          title: "HST on the sale",
          text: "The resale of a used home is normally exempt from HST, but HST can apply to a new or substantially renovated home, to commercial property, and to some sales by builders or people in the business of flipping. HST is charged on real estate commission.",
        },
      ],
    },
  ],
  resources: resourcesByWebsite(
    "www.reco.on.ca",
    "www.canada.ca/en/revenue-agency.html",
    "www.mpac.ca",
    "www.condoauthorityontario.ca",
    "www.canadapost-postescanada.ca",
  ),
};
