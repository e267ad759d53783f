import { oneSideOnlyNote } from "./buying-real-estate";
import type { ProcessPageContent } from "./types";

/** Selling Real Estate: the buying layout with the seller's own steps. */
export const sellingRealEstate: ProcessPageContent = {
  path: "/services/selling-real-estate",
  lead: "When you sell, your lawyer makes sure you can give the buyer clear title, that your mortgage is paid out and discharged, and that the balance of the proceeds reaches you quickly and correctly on closing day.",
  glance: [
    { label: "Stages", value: "6, from review to your proceeds" },
    { label: "Signing", value: "By video or at our Etobicoke office" },
    { label: "When to call us", value: "As soon as your offer is accepted" },
  ],
  stepsHeading: "How we handle your sale",
  stepsIntro:
    "Send us the accepted agreement as soon as you have it. Most of our work happens in the last two or three weeks before closing.",
  steps: [
    {
      id: "consultation",
      title: "Consultation and agreement review",
      description:
        "We review the accepted agreement of purchase and sale with you: the closing date, the deposit, what is included in the sale and any conditions still open.",
      points: [
        "Conditions and the date each must be waived or fulfilled",
        "Chattels and fixtures that stay with the property",
        "Rental contracts (water heater, furnace) the buyer is assuming",
      ],
    },
    {
      id: "retainer",
      title: "Retainer and conflicts check",
      description:
        "We confirm there is no conflict of interest, send you our retainer to sign online, and contact the buyer's lawyer to open the file.",
    },
    {
      id: "payout",
      title: "Mortgage payout",
      description:
        "We order payout statements for your mortgage and any line of credit secured on the property, so we know exactly what must be paid on closing, including any prepayment penalty.",
      points: [
        "Payout statements for every registered mortgage and secured line",
        "Realty tax and utility figures for the adjustments",
      ],
    },
    {
      id: "requisitions",
      title: "Answering requisitions",
      description:
        "The buyer's lawyer sends a letter of requisitions. We answer it, deal with any title issue it raises, and give the standard undertakings, such as our undertaking to discharge your mortgage.",
    },
    {
      id: "closing-documents",
      title: "Closing documents and signing",
      description:
        "We prepare the transfer (deed), the statement of adjustments, declarations of possession and residency, and a direction telling us where to send your proceeds. You sign by video or in person.",
    },
    {
      id: "closing",
      title: "Closing and your proceeds",
      description:
        "On closing we receive the buyer's funds, pay out your mortgage and the commission, and send you the balance. Afterwards we register the mortgage discharge and send you our final report.",
      points: [
        "Keys released to the buyer once funds are received",
        "Mortgage discharge registered and confirmed",
        "Reporting letter with a full trust ledger",
      ],
    },
  ],
  considerationsHeading: "Before you sell: things to consider",
  considerations: [
    {
      icon: "scale",
      title: "Tax on the sale",
      description:
        "A sale of your principal residence is usually tax-free, but it must be reported on your tax return for the year of the sale. A rental or investment property may attract capital gains tax; speak to your accountant before closing.",
    },
    {
      icon: "document",
      title: "Mortgage penalties",
      description:
        "Paying a mortgage off before the end of its term can trigger a prepayment penalty. Ask your lender for a payout estimate early, or whether the mortgage can be ported to your next home.",
    },
    {
      icon: "calendar",
      title: "Buying and selling at once",
      description:
        "If your purchase closes before your sale, you may need bridge financing. We can act on both transactions and line up the dates and funds.",
    },
    {
      icon: "globe",
      title: "Sellers who live outside Canada",
      description:
        "A non-resident seller needs a clearance certificate from the Canada Revenue Agency under section 116 of the Income Tax Act, or the buyer's lawyer must hold back part of the price. Tell us early if this applies to you.",
    },
    {
      icon: "family",
      title: "Spousal consent",
      description:
        "Under Ontario's Family Law Act, a married spouse must consent to the sale of a matrimonial home even if their name is not on title.",
    },
    {
      icon: "home",
      title: "What stays with the home",
      description:
        "Fixtures stay unless the agreement excludes them. Check the agreement before you remove light fixtures, window coverings or appliances.",
    },
  ],
  youProvide: [
    "The accepted agreement of purchase and sale, with all schedules and amendments",
    "Your mortgage account numbers and any secured line of credit",
    "Your latest realty tax bill and the names of your utility providers",
    "Two pieces of government-issued identification for each seller",
    "Keys, access cards and garage openers to release on closing",
  ],
  conflictNote: oneSideOnlyNote,
  emailSubject: "Sale of a property: legal help",
  feesPath: "/fees/real-estate",
  feesText:
    "Our sale fee depends on the sale price and is published in full, with disbursements and 13% HST listed separately.",
};
