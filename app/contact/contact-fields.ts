import { firm } from "../content/firm";

/**
 * The contact form's fields, options, limits and anti-bot rules: plain data, shared by the browser
 * and the server. The Zod schema that checks a submission is in contact-schema.ts, which the
 * browser loads only when the visitor starts on the form (docs/PERFORMANCE.md). The rules are the
 * firm's, in docs/PRODUCT-RULES.md#contact-and-privacy.
 */

export const serviceTypes = [
  { value: "real-estate", label: "Real Estate" },
  { value: "immigration", label: "Immigration" },
  { value: "wills-estates", label: "Wills and Estates" },
  { value: "family-law", label: "Family Law" },
  { value: "notary", label: "Notary Services" },
  { value: "consultation", label: "Free Consultation" },
  { value: "other", label: "Other" },
] as const;

export const referralSources = [
  { value: "referral", label: "Referral from a client or professional" },
  { value: "internet-search", label: "Internet search" },
  { value: "word-of-mouth", label: "Word of mouth" },
  { value: "social-media", label: "Social media" },
  { value: "events", label: "Events" },
  { value: "online-ad", label: "Online ad" },
  { value: "blog-article", label: "Blog article" },
  { value: "other", label: "Other" },
] as const;

export type ServiceType = (typeof serviceTypes)[number]["value"];
export type ReferralSource = (typeof referralSources)[number]["value"];

/** The eight fields of the form (docs/PRODUCT-RULES.md#contact-and-privacy), in form order. */
export const contactFields = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "serviceType",
  "message",
  "referralSource",
  "referralOther",
] as const;
export type ContactField = (typeof contactFields)[number];

/**
 * Two optional questions that let the firm run its conflict check before it calls back (LSO Rules
 * of Professional Conduct, r. 3.4-1: a lawyer must not act or continue to act where there is a
 * conflict of interest), and the consent the visitor gives to storage and contact (PIPEDA,
 * Schedule 1, Principle 4.3: knowledge and consent). docs/PRODUCT-RULES.md#contact-and-privacy.
 */
export const intakeFields = ["otherParties", "keyDate"] as const;
export const consentField = "consent";

/** Every field the form posts (besides the anti-bot fields), in form order. */
export const formFields = [...contactFields, ...intakeFields, consentField] as const;
export type FormField = (typeof formFields)[number];

/**
 * The words of the consent checkbox, by version. The checkbox's value is the version the visitor
 * saw, and that version is stored with the message (column consent_text_version) with the time.
 * Never edit or remove a wording once it has been published: add a new version and make it current,
 * so every stored consent still names the exact words that were agreed to.
 */
export const consentWordings = {
  "2026-11-23": {
    /** The label, split where the page links "Privacy Policy". */
    before: `I agree that ${firm.name} may keep what I send with this form and contact me about it, as its `,
    link: "Privacy Policy",
    after: " explains.",
  },
} as const satisfies Record<string, { before: string; link: string; after: string }>;
export type ConsentVersion = keyof typeof consentWordings;
export const currentConsentVersion: ConsentVersion = "2026-11-23";

/** The full sentence a consent version showed, or undefined for an unknown version. */
export function consentText(version: string | null | undefined): string | undefined {
  const wording = consentWordings[version as ConsentVersion];
  return wording ? `${wording.before}${wording.link}${wording.after}` : undefined;
}

/**
 * Send Message stays disabled until these four are non-empty and the consent box is ticked
 * (docs/PRODUCT-RULES.md#contact-and-privacy).
 */
export const requiredFields = [
  "firstName",
  "lastName",
  "email",
  "message",
] as const satisfies readonly ContactField[];

/**
 * Hidden anti-bot fields: a honeypot people never see, and how long the form was open before it was
 * sent, in milliseconds, measured by the browser itself (performance.now), so a wrong clock on
 * either side can never make a person look like a bot.
 */
export const honeypotField = "website";
export const elapsedField = "elapsedMs";
/** Sent faster than this after the form appeared: a script, not a person. */
export const minimumFillMs = 3_000;

export const limits = {
  name: 100,
  email: 254,
  phone: 40,
  message: 5_000,
  referralOther: 200,
  otherParties: 500,
  keyDate: 120,
} as const;

export const consentMissing =
  "Please tick the box to agree that we may keep what you send and contact you about it.";

export type ContactValues = Partial<Record<FormField, string>>;
export type ContactErrors = Partial<Record<FormField, string>>;

/** The submitted strings of the form's fields (other keys ignored; files and repeats dropped). */
export function contactValues(form: FormData): ContactValues {
  const values: ContactValues = {};
  for (const field of formFields) {
    const v = form.get(field);
    if (typeof v === "string") values[field] = v;
  }
  return values;
}

export function serviceTypeLabel(value: string | null | undefined): string | undefined {
  return serviceTypes.find((o) => o.value === value)?.label;
}

export function referralSourceLabel(value: string | null | undefined): string | undefined {
  return referralSources.find((o) => o.value === value)?.label;
}

export type BotSignal = "honeypot" | "too-fast";

/**
 * Why a submission looks automated, or null. A signal only classifies: the message is still stored,
 * marked as suspected spam and not e-mailed (docs/PRODUCT-RULES.md#contact-and-privacy).
 */
export function botSignal(form: FormData): BotSignal | null {
  const trap = form.get(honeypotField);
  if (typeof trap === "string" && trap.trim() !== "") return "honeypot";
  // Set by the hydrated form when it is sent. Without JavaScript the field is absent and only the
  // honeypot applies; a value that is not a plain number of milliseconds is ignored.
  const elapsed = form.get(elapsedField);
  if (typeof elapsed === "string" && /^\d{1,10}$/.test(elapsed) && Number(elapsed) < minimumFillMs)
    return "too-fast";
  return null;
}
