/**
 * Immigration fees (docs/PRODUCT-RULES.md#fees). Our fees for
 * each stage of a matter start "from" an amount: the final fee depends on the application and is
 * confirmed in a written retainer. Fees live in keys ending in `FeeCents`.
 */
import { type Cents, dollars } from "~/lib/domain/money";

export interface ImmigrationStage {
  id: "consultation" | "temporary-residence" | "permanent-residence" | "hearings-appeals";
  title: string;
  /** The published "from" amount. */
  fromFeeCents: Cents;
  description: string;
  /** Typical matters at this stage. */
  examples: readonly string[];
}

export const immigrationStages: readonly ImmigrationStage[] = [
  {
    // The paid stage is named apart from the free 15-minute consultation every Book button books,
    // so a visitor can tell the two apart (LSO Rules of Professional Conduct, r. 4.2-1: accurate).
    id: "consultation",
    title: "Full case assessment",
    fromFeeCents: dollars(250),
    description:
      "A full assessment of your case with a lawyer, after your free 15-minute call: we review your documents and history, explain your options and the risks, and give you a plan and a fixed quote for the next step.",
    examples: [
      "Eligibility assessment for one or more programs",
      "Review of a refusal letter",
      "Options if you are out of status",
    ],
  },
  {
    id: "temporary-residence",
    title: "Temporary residence applications",
    fromFeeCents: dollars(1_500),
    description: "Applications to visit, study or work in Canada, or to stay longer.",
    examples: [
      "Visitor visas and super visas",
      "Study permits and work permits, and extensions",
      "Temporary resident permits and restoration of status",
    ],
  },
  {
    id: "permanent-residence",
    title: "Permanent residence",
    fromFeeCents: dollars(2_500),
    description:
      "Applications to become a permanent resident, on your own or through a family member.",
    examples: [
      "Express Entry and provincial nominee applications",
      "Spousal, parent and grandparent sponsorship",
      "Humanitarian and compassionate applications",
    ],
  },
  {
    id: "hearings-appeals",
    title: "Hearings and appeals",
    fromFeeCents: dollars(3_500),
    description:
      "Representation when a decision is challenged or a tribunal must decide your case.",
    examples: [
      "Sponsorship and residency-obligation appeals at the Immigration Appeal Division",
      "Admissibility hearings",
      "Judicial review at the Federal Court",
    ],
  },
];

/** What our professional fee covers. */
export const immigrationInclusions: readonly string[] = [
  "Assessing your eligibility and choosing the right program",
  "A personalised document checklist, and review of every document you send",
  "Preparing the forms, letters and submissions for your application",
  "Submitting through the IRCC online portal, with us as your authorised representative",
  "Corresponding with Immigration, Refugees and Citizenship Canada (IRCC) until a decision",
  "Updates at each step, and advice on the decision when it arrives",
];

/** What it does not cover: paid by you, to the government or to other providers. */
export const immigrationExclusions: readonly string[] = [
  "13% HST on our fees",
  "Government fees paid to IRCC, such as processing, biometrics and right of permanent residence fees",
  "Medical exams by an IRCC panel physician",
  "Police certificates, language tests and educational credential assessments",
  "Certified translations of documents not in English or French",
  "Tribunal or court filing fees, and medical or other professional reports a hearing may need",
];

/** The terms a client must know before booking. */
export const immigrationImportantInfo: readonly { id: string; title: string; text: string }[] = [
  {
    id: "documents-48-hours",
    title: "Send your documents 48 hours ahead",
    text: "Documents are due at least 48 hours before your full case assessment, so the lawyer has time to review them and your time together is spent on advice.",
  },
  {
    id: "advance-payment",
    title: "The assessment fee is paid in advance",
    // docs/PRODUCT-RULES.md#immigration-family-law-notary: paid in advance, non-refundable unless
    // cancelled within 3 days of retaining the firm. Said plainly, without changing the rule.
    text: "You pay the full case assessment fee in advance. If you cancel within 3 days of retaining us, the fee is refunded; after those 3 days it is not refundable. The free 15-minute call costs nothing.",
  },
  {
    id: "from-prices",
    title: "Prices start from the amounts shown",
    text: "Every matter is different. After your full case assessment we confirm a fixed fee for your application in a written retainer agreement before any work begins.",
  },
  {
    id: "free-first-call",
    title: "Your first 15-minute call is free",
    text: "A short complimentary call, booked with any Book a free consultation button, helps us see whether we can help and whether you need a full case assessment. It is not an assessment of your case.",
  },
];

export const immigrationFeeNote = "All fees are in CAD and exclude 13% HST and government fees.";
