/**
 * An engagement letter's terms and its text (docs/ENGAGEMENT.md#what-a-letter-says): what staff
 * chose and wrote when they prepared it (stored sealed, and final once signed), and the one text
 * made from them that the desk previews, the client reads and signs, and the PDF prints. Amounts
 * are integer cents; HST is computed once (app/lib/domain/money.ts).
 */
import { z } from "zod";
import { firm } from "~/content/firm";
import { formatIsoDate } from "~/lib/domain/dates";
import { type Cents, formatCad, HST_RATE_PERCENT, withHst } from "~/lib/domain/money";
import type { EngagementTemplate, StandardTerms } from "./engagement-templates";
import { type FeeSource, feeFromSource, feeSource } from "./fee-sources";

export const letterTermsSchema = z.object({
  template: z.string(),
  title: z.string(),
  clientName: z.string(),
  lawyerName: z.string(),
  /** The firm's date the letter was prepared (YYYY-MM-DD). */
  date: z.string(),
  scope: z.string(),
  included: z.array(z.string()),
  notIncluded: z.array(z.string()),
  disbursements: z.string(),
  fee: z.object({
    source: z.string(),
    label: z.string(),
    billing: z.enum(["flat", "retainer"]),
    amountCents: z.number().int().nonnegative(),
    propertyPriceCents: z.number().int().positive().nullable(),
    hourlyRateCents: z.number().int().positive().nullable(),
  }),
  standard: z.object({
    taxes: z.string(),
    payment: z.string(),
    endingByClient: z.string(),
    endingByFirm: z.string(),
    identification: z.string(),
    electronicSignature: z.string(),
    conflict: z.string(),
  }),
});

export type LetterTerms = z.output<typeof letterTermsSchema>;

/** "1,250,000" or "1250000.50" (dollars) → cents; undefined when not a plain amount. */
function dollarsToCents(value: string): Cents | undefined {
  const clean = value.replace(/[$,\s]/g, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return undefined;
  const [whole = "0", fraction = ""] = clean.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

const money = (label: string) =>
  z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const cents = dollarsToCents(value);
      if (cents === undefined || cents <= 0) {
        ctx.addIssue({
          code: "custom",
          message: `Enter ${label} in dollars, like 1500 or 1,500.00.`,
        });
        return z.NEVER;
      }
      return cents;
    });

const lines = (label: string) =>
  z
    .string()
    .max(3000)
    .transform((value) =>
      value
        .split(/\r?\n/)
        .map((l) => l.replace(/^\s*[-•*]\s*/, "").trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(200, `Each line of ${label} must be 200 characters or fewer.`))
        .min(1, `List at least one item in ${label}.`)
        .max(15, `List at most 15 items in ${label}.`),
    );

/** What staff post when they prepare or adjust a draft (one schema for the form and the server). */
export const letterEditSchema = z.object({
  scope: z
    .string()
    .trim()
    .min(20, "Describe the scope of the work (at least 20 characters).")
    .max(2000, "Keep the scope to 2,000 characters."),
  included: lines("what is included"),
  notIncluded: lines("what is not included"),
  feeSource: z.string().min(1, "Choose the fee.").max(60),
  billing: z.enum(["flat", "retainer"], { message: "Choose how the fee is paid." }),
  propertyPrice: money("the property's price"),
  feeAmount: money("the fee"),
  hourlyRate: money("the hourly rate"),
});

export type LetterEdit = z.output<typeof letterEditSchema>;

/**
 * The terms of a letter from its template and staff's edit, or the fields in error. The fee is
 * always read from the fee schedule (`feeFromSource`), never typed as a total.
 */
export function composeTerms(
  template: EngagementTemplate,
  standard: StandardTerms,
  edit: LetterEdit,
  context: { clientName: string; lawyerName: string; date: string },
): { ok: true; terms: LetterTerms } | { ok: false; errors: Record<string, string> } {
  const source: FeeSource | undefined = template.fees.includes(edit.feeSource)
    ? feeSource(edit.feeSource)
    : undefined;
  if (!source) return { ok: false, errors: { feeSource: "Choose one of the template's fees." } };
  if (!template.billing.includes(edit.billing))
    return { ok: false, errors: { billing: "Choose how the fee is paid from the list." } };
  if (template.hourly && !edit.hourlyRate)
    return {
      ok: false,
      errors: { hourlyRate: "Enter the hourly rate for work outside the scope, in dollars." },
    };
  const fee = feeFromSource(source, {
    priceCents: edit.propertyPrice,
    amountCents: edit.feeAmount,
  });
  if (!fee.ok)
    return {
      ok: false,
      errors: { [fee.field === "price" ? "propertyPrice" : "feeAmount"]: fee.message },
    };
  const fill = (s: string) =>
    s
      .replaceAll("{firm}", firm.name)
      .replaceAll("{lawyer}", context.lawyerName)
      .replaceAll("{client}", context.clientName)
      .replaceAll("{phone}", firm.phone.display)
      .replaceAll("{email}", firm.email);
  return {
    ok: true,
    terms: {
      template: template.id,
      title: template.title,
      clientName: context.clientName,
      lawyerName: context.lawyerName,
      date: context.date,
      scope: edit.scope,
      included: edit.included,
      notIncluded: edit.notIncluded,
      disbursements: template.disbursements,
      fee: {
        source: source.id,
        label: source.label,
        billing: edit.billing,
        amountCents: fee.amountCents,
        propertyPriceCents: source.kind === "by-price" ? (edit.propertyPrice ?? null) : null,
        hourlyRateCents: template.hourly ? (edit.hourlyRate ?? null) : null,
      },
      standard: {
        taxes: fill(standard.taxes),
        payment: fill(standard.payment),
        endingByClient: fill(standard.endingByClient),
        endingByFirm: fill(standard.endingByFirm),
        identification: fill(standard.identification),
        electronicSignature: fill(standard.electronicSignature),
        conflict: fill(standard.conflict),
      },
    },
  };
}

/** A template's own words as the first draft's edit (its first fee and billing). */
export function templateDefaults(template: EngagementTemplate) {
  return {
    scope: template.scope,
    included: template.included.join("\n"),
    notIncluded: template.notIncluded.join("\n"),
    feeSource: template.fees[0] ?? "",
    billing: template.billing[0] ?? "flat",
    propertyPrice: "",
    feeAmount: "",
    hourlyRate: "",
  };
}

/** A letter's terms back as the edit form's values (to adjust a draft). */
export function editValues(terms: LetterTerms) {
  const dollars = (c: number | null) => (c === null ? "" : (c / 100).toFixed(2));
  return {
    scope: terms.scope,
    included: terms.included.join("\n"),
    notIncluded: terms.notIncluded.join("\n"),
    feeSource: terms.fee.source,
    billing: terms.fee.billing,
    propertyPrice: dollars(terms.fee.propertyPriceCents),
    feeAmount: dollars(terms.fee.amountCents),
    hourlyRate: dollars(terms.fee.hourlyRateCents),
  };
}

export interface LetterSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

const cad = (c: Cents) => formatCad(c, { cents: true });

/** The fee's lines, to the cent: the fee, the HST on it, the total. */
export function feeLines(fee: LetterTerms["fee"]): string[] {
  const { hst, total } = withHst(fee.amountCents);
  const price =
    fee.propertyPriceCents !== null
      ? ` (the published fee for a price of ${formatCad(fee.propertyPriceCents)})`
      : "";
  const lines =
    fee.billing === "flat"
      ? [
          `Our fee is a flat fee of ${cad(fee.amountCents)} for ${fee.label.toLowerCase()}${price}.`,
          `HST (${HST_RATE_PERCENT}%) on it is ${cad(hst)}, so our fee with HST is ${cad(total)}. Disbursements are extra.`,
        ]
      : [
          `Our fee for ${fee.label.toLowerCase()}${price} is ${cad(fee.amountCents)}. Before we begin, please pay it as a retainer of ${cad(total)} (${cad(fee.amountCents)} plus HST of ${cad(hst)} at ${HST_RATE_PERCENT}%) into our trust account.`,
          "The retainer stays in trust until we send you an account; any part not needed for our account and disbursements is returned to you.",
        ];
  if (fee.hourlyRateCents !== null) {
    const hourly = withHst(fee.hourlyRateCents);
    lines.push(
      `Work outside the scope above, done only if you ask for it in writing, is charged at ${cad(fee.hourlyRateCents)} an hour plus HST of ${cad(hourly.hst)} (${cad(hourly.total)} an hour with HST), in units of six minutes.`,
    );
  }
  return lines;
}

/** The letter, section by section: what the client reads and signs, and what the PDF prints. */
export function letterSections(terms: LetterTerms): LetterSection[] {
  const s = terms.standard;
  return [
    {
      heading: "Who this letter is between",
      paragraphs: [
        `This letter sets out the terms on which ${firm.name} will act for ${terms.clientName}. ${terms.lawyerName} is the lawyer responsible for your matter. Dated ${formatIsoDate(terms.date)}.`,
      ],
    },
    { heading: "What we will do", paragraphs: [terms.scope], items: terms.included },
    { heading: "What is not included", paragraphs: [], items: terms.notIncluded },
    { heading: "Our fee", paragraphs: [...feeLines(terms.fee), s.taxes, s.payment] },
    { heading: "Disbursements", paragraphs: [terms.disbursements] },
    { heading: "Identifying you", paragraphs: [s.identification, s.conflict] },
    { heading: "Ending this retainer", paragraphs: [s.endingByClient, s.endingByFirm] },
    { heading: "Signing this letter", paragraphs: [s.electronicSignature] },
  ];
}

/**
 * The letter's text, one canonical string (headings, paragraphs, "- " items, LF line ends): its
 * SHA-256 is printed on the audit page as the text the client signed.
 */
export function letterText(terms: LetterTerms): string {
  const out = [terms.title, ""];
  for (const section of letterSections(terms)) {
    out.push(section.heading);
    for (const p of section.paragraphs) out.push(p);
    for (const item of section.items ?? []) out.push(`- ${item}`);
    out.push("");
  }
  return out.join("\n");
}

/**
 * The first words in square brackets a template leaves for staff to replace with this client's
 * own details ("[name the application…]"), in the scope or either list; undefined when none is
 * left. A letter is not sent with one: it must say what it refers to (LSO Rule 3.6-1).
 */
export function unfilledBlank(
  terms: Pick<LetterTerms, "scope" | "included" | "notIncluded">,
): string | undefined {
  return [terms.scope, ...terms.included, ...terms.notIncluded]
    .map((text) => /\[[^\]]*\]/.exec(text)?.[0])
    .find((blank) => blank !== undefined);
}

/**
 * Whether a desk account (by its e-mail address) is the lawyer a letter names as responsible: the
 * lawyer of app/content/firm.ts with that name, whose e-mail address the account was added with.
 * Only that lawyer accepts the retainer for the firm and countersigns: a non-lawyer may not accept
 * a client on a lawyer's behalf (LSO Rules of Professional Conduct, section 6.1, Supervision;
 * docs/ENGAGEMENT.md#countersigning).
 */
export function isResponsibleLawyer(lawyerName: string, staffEmail: string | undefined): boolean {
  const lawyer = firm.lawyers.find((l) => l.name === lawyerName);
  return !!lawyer && staffEmail?.toLowerCase() === lawyer.email.toLowerCase();
}

/**
 * Whether the name typed as a signature is the client's name: the same letters, whatever their
 * case, spaces and accents' composition (Unicode NFKC).
 */
export function sameName(typed: string, name: string): boolean {
  const norm = (s: string) =>
    s.normalize("NFKC").toLocaleLowerCase("en-CA").replace(/\s+/g, " ").trim();
  return norm(typed) !== "" && norm(typed) === norm(name);
}
