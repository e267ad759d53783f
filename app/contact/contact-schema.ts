import * as z from "zod/mini";
import { firm } from "../content/firm";

// Zod Mini: the same parser as Zod with a functional, tree-shakable API, so the contact page ships
// a few KiB of validation instead of all of Zod.
// Zod compiles fast parsers with `new Function` when it can; the site's Content-Security-Policy
// forbids eval, and even Zod's probe for it is reported as a violation. Parse without it.
z.config({ jitless: true });

/**
 * The contact form, shared by the browser (inline errors) and the server (the route action):
 * one schema, one set of messages. Its fields, options and required fields are the firm's rules in
 * docs/PRODUCT-RULES.md#contact-and-privacy.
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

const singleLine = /^[^\r\n]*$/;
const serviceValues = serviceTypes.map((o) => o.value) as [ServiceType, ...ServiceType[]];
const consentVersions = Object.keys(consentWordings) as [ConsentVersion, ...ConsentVersion[]];
export const consentMissing =
  "Please tick the box to agree that we may keep what you send and contact you about it.";
const referralValues = referralSources.map((o) => o.value) as [ReferralSource, ...ReferralSource[]];

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .check(
      z.trim(),
      z.minLength(1, `Please enter your ${label}.`),
      z.maxLength(max, `Please keep your ${label} under ${max} characters.`),
      z.regex(singleLine, `Your ${label} must fit on one line.`),
    );

/** An empty or blank answer counts as no answer. */
const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v)),
    z.optional(schema),
  );

/** An e-mail address safe to place in a Reply-To header: one line, one address, no display name. */
export const emailAddress = z.pipe(
  text("e-mail address", limits.email),
  z.email("Please enter a valid e-mail address, like name@example.com."),
);

export const contactSchema = z.pipe(
  z.object({
    firstName: text("first name", limits.name),
    lastName: text("last name", limits.name),
    email: emailAddress,
    phone: optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(
            limits.phone,
            `Please keep your phone number under ${limits.phone} characters.`,
          ),
          z.regex(
            /^[0-9+().\- ]*(?:(?:ext\.?|x) ?[0-9]{1,6})?$/i,
            "Please enter a phone number using digits, spaces, + ( ) - or ext.",
          ),
        ),
    ),
    serviceType: optional(
      z.enum(serviceValues, { error: "Please choose a service from the list." }),
    ),
    message: z
      .string({ error: "Please enter a message." })
      .check(
        z.trim(),
        z.minLength(1, "Please enter a message."),
        z.maxLength(
          limits.message,
          `Please keep your message under ${limits.message.toLocaleString("en-CA")} characters.`,
        ),
      ),
    referralSource: optional(
      z.enum(referralValues, { error: "Please choose an option from the list." }),
    ),
    referralOther: optional(text("answer", limits.referralOther)),
    otherParties: optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(
            limits.otherParties,
            `Please keep the names of the other people under ${limits.otherParties} characters.`,
          ),
        ),
    ),
    keyDate: optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(
            limits.keyDate,
            `Please keep the key date under ${limits.keyDate} characters.`,
          ),
          z.regex(singleLine, "Please write the key date on one line."),
        ),
    ),
    // The version of the wording the visitor saw and ticked; a missing or unknown one is no consent.
    consent: z.enum(consentVersions, { error: consentMissing }),
  }),
  // Any referral choice other than "other" clears the free-text answer
  // (docs/PRODUCT-RULES.md#contact-and-privacy).
  z.transform((v) => ({
    ...v,
    referralOther: v.referralSource === "other" ? v.referralOther : undefined,
  })),
);

export type ContactMessage = z.output<typeof contactSchema>;
export type ContactValues = Partial<Record<FormField, string>>;
export type ContactErrors = Partial<Record<FormField, string>>;

export type ContactParseResult =
  | { success: true; data: ContactMessage; values: ContactValues }
  | { success: false; errors: ContactErrors; values: ContactValues };

/** The submitted strings of the form's fields (other keys ignored; files and repeats dropped). */
export function contactValues(form: FormData): ContactValues {
  const values: ContactValues = {};
  for (const field of formFields) {
    const v = form.get(field);
    if (typeof v === "string") values[field] = v;
  }
  return values;
}

/** Validates the form's fields; on failure, one message per field, the first found. */
export function parseContact(values: ContactValues): ContactParseResult {
  const result = contactSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data, values };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (formFields as readonly string[]).includes(field)) {
      errors[field as FormField] ??= issue.message;
    }
  }
  return { success: false, errors, values };
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
