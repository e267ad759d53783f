import type { IconName } from "~/components/ui/icon";
import { firm, inSentence, serviceTerms } from "../firm";
import type { ProcessStep } from "./types";

/** Real estate services overview: three service cards and a four-step process. */
export interface RealEstateServiceCard {
  id: "buying" | "selling" | "refinancing";
  icon: IconName;
  title: string;
  description: string;
  highlights: readonly string[];
  path: string;
}

export const realEstateIntro =
  "Whether you are buying your first condo, selling the family home or refinancing to free up equity, we handle the legal side of your transaction anywhere in Ontario. You can review and sign most documents online, and we explain each one before you sign it.";

export const realEstateServices: readonly RealEstateServiceCard[] = [
  {
    id: "buying",
    icon: "home",
    title: "Buying real estate",
    description:
      "From reviewing your agreement of purchase and sale to registering the deed in your name and handing you the keys.",
    highlights: [
      "Agreement review before or after you sign",
      "Title search and title insurance",
      "Land transfer tax and first-time buyer refunds",
    ],
    path: "/services/buying-real-estate",
  },
  {
    id: "selling",
    icon: "handshake",
    title: "Selling real estate",
    description:
      "We answer the buyer's lawyer, pay out your mortgage, prepare the deed and send you the balance of the sale proceeds.",
    highlights: [
      "Review of the accepted offer",
      "Mortgage payout and discharge",
      "Statement of adjustments and proceeds",
    ],
    path: "/services/selling-real-estate",
  },
  {
    id: "refinancing",
    icon: "document",
    title: "Mortgage refinancing",
    description:
      "Switching lenders, increasing your mortgage or adding a private or second mortgage, with the old mortgage paid out and discharged.",
    highlights: [
      "Review of your lender's instructions",
      "Registration of the new mortgage",
      "Payout of the old mortgage and other debts",
    ],
    path: "/services/mortgage-refinancing",
  },
];

/** The four-step process on the overview page. */
export const realEstateProcess: readonly ProcessStep[] = [
  {
    id: "consult",
    title: "Free consultation",
    description:
      "Tell us about the property, the price and the closing date. We explain what we will do, confirm our fee in writing and answer your questions.",
  },
  {
    id: "retain",
    title: "Retainer and review",
    description:
      "You sign our retainer online. We check for conflicts, review the agreement of purchase and sale or the lender's instructions, and flag anything unusual.",
  },
  {
    id: "prepare",
    title: "Searches and documents",
    description:
      "We search title, order title insurance, deal with the other side's lawyer and the lender, and prepare your closing documents.",
  },
  {
    id: "close",
    title: "Signing and closing",
    description:
      "You sign by video or at our office a few days before closing. On closing day we exchange funds and documents, register, and report to you in writing.",
  },
];

/** Why clients choose us for a closing (shown on the overview). */
export const realEstateReasons = [
  {
    title: "Signing without the commute",
    description:
      "Most documents can be reviewed and signed by video. When an original signature or identification check in person is required, we meet you at our Etobicoke office.",
  },
  {
    title: "Fees you can see",
    description:
      "Our purchase, sale and refinance fees are published by property price, with the disbursements and HST shown separately, so you can budget before you call.",
  },
  {
    title: "After work and on Saturdays",
    // The hours in the identity module's own words (docs/PRODUCT-RULES.md, service terms).
    description: `${serviceTerms.officeHours}. A free consultation can be booked in our ${inSentence(serviceTerms.consultationHours)}. ${firm.sundayNote}`,
  },
] as const;
