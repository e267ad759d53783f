/**
 * The /fees overview (docs/PRODUCT-RULES.md#fees). Cards hold no figures of their
 * own: a highlight is computed from the schedule it points to, so a fee is still written once.
 */
import type { IconName } from "~/components/ui/icon";

export interface FeeCard {
  id: "real-estate" | "estate-planning" | "immigration" | "family-law" | "notary";
  icon: IconName;
  title: string;
  description: string;
  /**
   * Where Learn More goes: the area's fees, on a fee page of its own or at the fee section of its
   * service page, so that "Learn More about … fees" leads to the fees.
   */
  path: string;
}

export const feeCards: readonly FeeCard[] = [
  {
    id: "real-estate",
    icon: "home",
    title: "Real estate",
    description:
      "All-inclusive fees for purchases and sales by property price, refinancing, and any extras, with an instant quote.",
    path: "/fees/real-estate",
  },
  {
    id: "estate-planning",
    icon: "scroll",
    title: "Wills and estate planning",
    description:
      "Four fixed-fee packages of wills and powers of attorney for individuals and couples, and nine optional add-ons.",
    path: "/fees/estate-planning",
  },
  {
    id: "immigration",
    icon: "globe",
    title: "Immigration",
    description:
      "Full case assessments (after a free first call), temporary and permanent residence applications, and hearings and appeals, priced from a stated amount.",
    path: "/fees/immigration",
  },
  {
    id: "family-law",
    icon: "family",
    title: "Family law",
    description:
      "A fixed fee for an uncontested divorce, and stated fee ranges for separation agreements and foreign divorce opinion letters, listed on our family law page.",
    path: "/services/family-law#fees",
  },
  {
    id: "notary",
    icon: "stamp",
    title: "Notary services",
    description:
      "Per-document prices for signature witnessing, certified true copies, affidavits and invitation letters, online or in person.",
    path: "/services/notary#pricing",
  },
];

/** What every fee includes and excludes, and how we quote (docs/PRODUCT-RULES.md#fees). */
export const feePrinciples: readonly { title: string; text: string }[] = [
  {
    title: "Canadian dollars, HST extra",
    text: "All fees are in CAD. 13% HST is added to our fees, and government fees are extra unless we say otherwise.",
  },
  {
    title: "Confirmed in writing",
    text: "Before we start, we confirm your fee in a written retainer or quote, so you know the cost before you commit.",
  },
  {
    title: "No surprise extras",
    text: "Each schedule says what the fee includes and what is paid to others. Extras apply only when your matter needs them, and we tell you first.",
  },
];
