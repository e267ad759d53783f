import { type Cents, dollars } from "~/lib/domain/money";

/**
 * Family law fees, in CAD integer cents. 13% HST is extra and court and government fees
 * are excluded unless stated (docs/PRODUCT-RULES.md#fees).
 */
export type FamilyLawFee =
  | {
      id: string;
      service: string;
      kind: "fixed";
      amount: Cents;
      showCents?: boolean;
      includes: string;
    }
  | { id: string; service: string; kind: "range"; from: Cents; to: Cents; includes: string }
  | { id: string; service: string; kind: "free"; label: string; includes: string };

export const familyLawFees: readonly FamilyLawFee[] = [
  {
    id: "uncontested-divorce",
    service: "Uncontested divorce",
    kind: "fixed",
    amount: dollars(999),
    // The published schedule shows this fee as "999.00".
    showCents: true,
    includes:
      "Preparing and filing your application (joint or simple), your affidavit and the draft divorce order, and reporting to you when the order is granted.",
  },
  {
    id: "separation-agreement",
    service: "Separation agreement",
    kind: "range",
    from: dollars(1200),
    to: dollars(2000),
    includes:
      "Drafting or reviewing a separation agreement on terms you and your spouse have settled, with advice to one spouse. The fee within the range depends on property, support and parenting terms.",
  },
  {
    id: "initial-consultation",
    service: "Initial consultation",
    kind: "free",
    label: "Free for Canadian matters",
    includes:
      "A first conversation about your Canadian family law matter, your options and our fee. Consultations on foreign or Trinidad and Tobago matters are quoted separately.",
  },
  {
    id: "foreign-divorce-opinion",
    service: "Foreign divorce opinion letter",
    kind: "range",
    from: dollars(800),
    to: dollars(1200),
    includes:
      "A written opinion on whether a divorce granted outside Canada is likely to be recognized in Canada, based on your documents.",
  },
];

/** What every family law fee excludes (docs/PRODUCT-RULES.md#fees). */
export const familyLawFeeExclusions = [
  "13% HST is added to every fee.",
  "Court filing fees, paid to the Ontario Superior Court of Justice, are extra.",
  "Process server, courier, translation and certified document costs are extra.",
  "Contested matters are not covered: we refer them to other family lawyers.",
] as const;
