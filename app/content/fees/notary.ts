import { type Cents, dollars } from "~/lib/domain/money";

/**
 * Notary fees, in CAD integer cents. 13% HST is extra on every fee (docs/PRODUCT-RULES.md#fees).
 * Each line is written once here and read by /services/notary and the tests.
 */
export interface NotaryFeeLine {
  label: string;
  amount: Cents;
  /** The published schedule shows the figure with cents ("2.00"). */
  showCents?: boolean;
  /** E.g. "per page", "per extra page beyond the signature page". */
  unit?: string;
}

export interface NotaryPricingCard {
  id: string;
  service: string;
  description: string;
  /** Base fee; null when the schedule states no price or the fee varies. */
  base: Cents | null;
  /** Shown instead of a price when `base` is null. */
  priceNote?: string;
  extras: readonly NotaryFeeLine[];
  /** Extra conditions shown on the card (e.g. the three-ID rule). */
  note?: string;
}

/** Three pieces of identification for a real estate closing notarization. */
export const realEstateClosingIdRule = {
  pieces: 3,
  text: "Three pieces of identification: two government-issued photo IDs and one more document showing your name.",
} as const;

export const notaryPricingCards: readonly NotaryPricingCard[] = [
  {
    id: "signature-witness",
    service: "Signature witness",
    description:
      "We confirm your identity and witness your signature, then sign and stamp the document.",
    base: dollars(50),
    extras: [{ label: "Extra stamps", amount: dollars(10), unit: "each" }],
  },
  {
    id: "letter-of-invitation",
    service: "Letter of invitation",
    description: "Notarization of your letter inviting a relative or friend to visit Canada.",
    base: dollars(50),
    extras: [{ label: "Additional documents", amount: dollars(10), unit: "each" }],
  },
  {
    id: "certified-true-copy",
    service: "Certified true copy",
    description:
      "We compare your copy with the original and certify that it is a true copy. Originals must be seen in person.",
    base: dollars(50),
    extras: [
      { label: "Extra stamps", amount: dollars(10), unit: "each" },
      { label: "Photocopying, black and white", amount: 30, unit: "per page" },
    ],
  },
  {
    id: "affidavit",
    service: "Affidavit or statutory declaration",
    description: "You swear or affirm that the contents are true, and we commission the document.",
    base: dollars(50),
    extras: [{ label: "Extra stamps", amount: dollars(15), unit: "each" }],
  },
  {
    id: "real-estate-closing",
    service: "Real estate closing notary",
    description:
      "Notarizing documents for a purchase, sale or mortgage, including for property outside Ontario.",
    base: null,
    priceNote: "Fee varies",
    extras: [],
    note: realEstateClosingIdRule.text,
  },
  {
    id: "foreign-power-of-attorney",
    service: "Foreign power of attorney",
    description:
      "Notarizing a power of attorney to be used in another country, with help completing it if you need it.",
    base: dollars(50),
    extras: [
      { label: "Execution assistance", amount: dollars(50) },
      { label: "Each extra page beyond the signature page", amount: dollars(10) },
    ],
  },
  {
    id: "will-poa-execution",
    service: "Will or POA execution and affidavit",
    description:
      "Supervising the signing of a will or power of attorney and the witness's affidavit of execution.",
    base: null,
    priceNote: "Quoted when you book",
    extras: [],
  },
];

/** Other costs. */
export const notaryOtherCosts: readonly (NotaryFeeLine & {
  id: string;
  plusHst?: boolean;
  varies?: boolean;
})[] = [
  { id: "printing", label: "Printing", amount: 30, unit: "per page" },
  {
    id: "scanning",
    label: "Scanning and digital copy",
    amount: dollars(2),
    showCents: true,
    unit: "per document",
  },
  { id: "additional-witness", label: "Additional witness", amount: dollars(20), plusHst: true },
  { id: "drafting", label: "Drafting", amount: 0, varies: true },
];

/** Documents that can and cannot be notarized online. */
export const onlineNotarization = {
  online: [
    "Letters of invitation to Canada",
    "Statutory declarations and affidavits for use in Canada",
    "Documents that need a commissioner for taking affidavits in Ontario",
    "Wills and powers of attorney for Ontario",
  ],
  inPersonOnly: [
    "Certified true copies (we must see the original)",
    "Most documents for use outside Canada (a few US documents are exceptions)",
    "A power of attorney for use in India",
  ],
} as const;
