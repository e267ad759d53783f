import type { IconName } from "~/components/ui/icon";

/** Service card. The five practice areas, used by the home grid and /services. */
export interface ServiceCard {
  id: "real-estate" | "immigration" | "wills-estates" | "family-law" | "notary";
  icon: IconName;
  title: string;
  description: string;
  features: readonly string[];
  path: string;
}

export const serviceCards: readonly ServiceCard[] = [
  {
    id: "real-estate",
    icon: "home",
    title: "Real Estate Law",
    description:
      "Purchases, sales and refinancing across Ontario, handled from agreement review to the day you get your keys.",
    features: [
      "Review of the agreement of purchase and sale",
      "Title search and title insurance",
      "Mortgage instructions and registration",
      "Online or in-person signing",
    ],
    path: "/services/real-estate",
  },
  {
    id: "immigration",
    icon: "globe",
    title: "Immigration Law",
    description:
      "Visas, permits, permanent residence, sponsorship and citizenship, including help for people who are out of status in Canada.",
    features: [
      "Visitor, study and work permits",
      "Express Entry and permanent residence",
      "Spousal, parent and grandparent sponsorship",
      "Restoration of status and other options",
    ],
    path: "/services/immigration",
  },
  {
    id: "wills-estates",
    icon: "scroll",
    title: "Wills & Estates",
    description:
      "Wills and powers of attorney that say what you mean, usually ready in 1 to 2 weeks, with remote witnessing available.",
    features: [
      "Standard and dual (primary and secondary) wills",
      "Powers of attorney for property and personal care",
      "Trusts for minors and beneficiaries",
      "Remote witnessing",
    ],
    path: "/services/wills-estates",
  },
  {
    id: "family-law",
    icon: "family",
    title: "Family Law",
    description:
      "Uncontested divorces and separation agreements at fixed or stated fees, plus Trinidad and Tobago family matters.",
    features: [
      "Uncontested divorce",
      "Separation agreements",
      "Recognition of foreign divorces",
      "Trinidad and Tobago family law",
    ],
    path: "/services/family-law",
  },
  {
    id: "notary",
    icon: "stamp",
    title: "Notary Services",
    description:
      "Notarizations, certified true copies, affidavits and invitation letters, online for many documents or in person in Toronto.",
    features: [
      "Signature witnessing and notarization",
      "Certified true copies",
      "Affidavits and statutory declarations",
      "Letters of invitation to Canada",
    ],
    path: "/services/notary",
  },
];
