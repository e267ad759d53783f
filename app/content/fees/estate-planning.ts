/**
 * Estate planning fees (docs/PRODUCT-RULES.md#fees). Written once, in integer cents; read by /fees/estate-planning, the quote
 * calculator (app/lib/domain/estate-quote.ts) and the tests. Fees live in keys ending in `FeeCents`.
 */
import { type Cents, dollars } from "~/lib/domain/money";

export type EstatePackageId =
  | "individual-standard"
  | "individual-dual"
  | "couples-standard"
  | "couples-dual";

export interface EstatePackage {
  id: EstatePackageId;
  title: string;
  /** Who it suits, in one sentence. */
  description: string;
  feeCents: Cents;
  features: readonly string[];
}

/** The four packages. */
export const estatePackages: readonly EstatePackage[] = [
  {
    id: "individual-standard",
    title: "Individual standard",
    description: "For one person who wants a complete, up-to-date will and powers of attorney.",
    feeCents: dollars(1_000),
    features: [
      "A will tailored to your family and assets",
      "Continuing power of attorney for property",
      "Power of attorney for personal care",
      "Signing in person or by remote witnessing",
    ],
  },
  {
    id: "individual-dual",
    title: "Individual dual will",
    description:
      "For one person who owns assets that can pass without probate, such as shares of a private company.",
    feeCents: dollars(1_700),
    features: [
      "A primary will for assets that need probate",
      "A secondary will for assets that do not, to reduce Estate Administration Tax",
      "Continuing power of attorney for property",
      "Power of attorney for personal care",
    ],
  },
  {
    id: "couples-standard",
    title: "Couples standard",
    description: "For spouses or partners who want matching plans prepared together.",
    feeCents: dollars(1_550),
    features: [
      "Two wills, usually mirroring each other",
      "Two continuing powers of attorney for property",
      "Two powers of attorney for personal care",
      "One joint planning meeting and one signing",
    ],
  },
  {
    id: "couples-dual",
    title: "Couples dual will",
    description: "For spouses or partners who both hold assets that can pass outside probate.",
    feeCents: dollars(2_800),
    features: [
      "Primary and secondary wills for each of you",
      "Two continuing powers of attorney for property",
      "Two powers of attorney for personal care",
      "Advice on which assets go in which will",
    ],
  },
];

export interface EstateAddOn {
  id: string;
  title: string;
  /** One plain sentence on what it adds. */
  description: string;
  feeCents: Cents;
}

/**
 * The schedule lists the add-ons as six "Price | Items" rows, and the page counts nine add-ons. The rows
 * become nine add-ons like this, so that each line a client can choose is one service:
 * - 200 "minors trust, guardian, RESP": three add-ons (a trust for minors, a guardian
 *   appointment and RESP directions are separate clauses a client may want one at a time);
 * - 250 "trust company executor": one;
 * - 300 "life insurance, RRSP, TFSA trust": one (a single trust receiving registered plans and
 *   insurance proceeds, set up by one designation clause);
 * - 395 "Henson, spousal, house, other specialized trusts": two, the Henson trust on its own
 *   (it protects a beneficiary's disability benefits and is the one most asked for) and one for
 *   the spousal, house and other specialized trusts;
 * - 450 "urgent, under 7 days": one;
 * - 795 "unequal distribution or will-challenge risk": one.
 * 3 + 1 + 1 + 2 + 1 + 1 = 9.
 */
export const estateAddOns: readonly EstateAddOn[] = [
  {
    id: "minors-trust",
    title: "Trust for minor beneficiaries",
    description:
      "Holds a child's inheritance until the age you choose, instead of paying it out at 18.",
    feeCents: dollars(200),
  },
  {
    id: "guardian",
    title: "Guardian for minor children",
    description: "Names who you want to care for your children, with a back-up choice.",
    feeCents: dollars(200),
  },
  {
    id: "resp",
    title: "RESP directions",
    description:
      "Says who takes over your children's education savings plan so it is not collapsed.",
    feeCents: dollars(200),
  },
  {
    id: "trust-company-executor",
    title: "Trust company as executor",
    description:
      "Appoints a professional trust company to administer your estate, alone or with family.",
    feeCents: dollars(250),
  },
  {
    id: "insurance-rrsp-tfsa-trust",
    title: "Life insurance, RRSP and TFSA trust",
    description: "Directs insurance and registered-plan proceeds into a trust with terms you set.",
    feeCents: dollars(300),
  },
  {
    id: "henson-trust",
    title: "Henson trust",
    description:
      "Provides for a beneficiary with a disability without affecting their ODSP benefits.",
    feeCents: dollars(395),
  },
  {
    id: "specialized-trust",
    title: "Spousal, house or other specialized trust",
    description:
      "For example, a spousal trust for a blended family, or a trust that keeps a home for a family member.",
    feeCents: dollars(395),
  },
  {
    id: "urgent",
    title: "Urgent: ready in under 7 days",
    description:
      "Your documents drafted and ready to sign in under 7 days, instead of the usual 1 to 2 weeks.",
    feeCents: dollars(450),
  },
  {
    id: "unequal-distribution",
    title: "Unequal distribution or will-challenge risk",
    description:
      "Extra advice and a written record of your reasons, to help your will withstand a challenge.",
    feeCents: dollars(795),
  },
];

/** What every package includes (LSO: say what a fee covers). */
export const estatePackageIncludes: readonly string[] = [
  "A consultation to understand your family, assets and wishes",
  "Drafting, a review of the drafts with you, and changes before signing",
  "Signing with two witnesses, in person or by remote witnessing",
  "Your signed originals and copies, with advice on keeping them safe",
];

export const estateFeeNotes: readonly string[] = [
  "All fees are in CAD and exclude 13% HST.",
  "Wills usually take 1 to 2 weeks from our meeting to signing.",
  "The estimate adds each add-on once to your package. We confirm your fee in writing before we begin.",
  "Estate planning involves no government fees while you are alive. Estate Administration Tax (probate fees) is paid by your estate later, which is what a dual will can reduce.",
];
