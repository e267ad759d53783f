import * as z from "zod/mini";
import { parseWithSchema } from "../components/forms/parse-with-schema";
import { formatNumber } from "../lib/domain/money";
import { isOneLine } from "../lib/domain/one-line";
import { controlCharacter, hasVisibleText } from "../lib/domain/visible-text";

// Zod Mini: the same parser as Zod with a functional, tree-shakable API, so the contact page ships
// a few KiB of validation instead of all of Zod. (parse-with-schema.ts turns off Zod's eval-based
// fast path, which the site's Content-Security-Policy forbids.)

/**
 * The contact form, shared by the browser (inline errors) and the server (the route action):
 * one schema, one set of messages. Its fields, options and required fields are the firm's rules in
 * docs/PRODUCT-RULES.md#contact-and-privacy.
 */

import {
  type ConsentVersion,
  type ContactErrors,
  type ContactValues,
  consentMissing,
  consentWordings,
  type FormField,
  formFields,
  limits,
  type ReferralSource,
  referralSources,
  type ServiceType,
  serviceTypes,
} from "./contact-fields";

export * from "./contact-fields";

const serviceValues = serviceTypes.map((o) => o.value) as [ServiceType, ...ServiceType[]];
const consentVersions = Object.keys(consentWordings) as [ConsentVersion, ...ConsentVersion[]];
const referralValues = referralSources.map((o) => o.value) as [ReferralSource, ...ReferralSource[]];

/**
 * No control character (a NUL byte, an escape) in any field: nobody types one, and stored it would
 * end strings early or disguise the text where staff read it (docs/PRODUCT-RULES.md#hostile-text).
 */
export const noControlCharacters = (label: string) =>
  z.refine<string>(
    (v) => !controlCharacter.test(v),
    `Your ${label} contains a control character (such as a NUL byte) that cannot be stored. Please type it again.`,
  );

/** Something a reader can see: zero-width spaces and other invisible characters alone are no answer. */
const visible = (message: string) => z.refine<string>(hasVisibleText, message);

export const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .check(
      z.trim(),
      z.minLength(1, `Please enter your ${label}.`),
      noControlCharacters(label),
      visible(`Please enter your ${label}.`),
      z.maxLength(max, `Please keep your ${label} under ${max} characters.`),
      z.refine(isOneLine, `Your ${label} must fit on one line.`),
    );

/** An empty, blank or invisible answer counts as no answer. */
export const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === "string" && !hasVisibleText(v) ? undefined : v)),
    z.optional(schema),
  );

/** An e-mail address safe to place in a Reply-To header: one line, one address, no display name. */
export const emailAddress = z.pipe(
  text("e-mail address", limits.email),
  z.email("Please enter a valid e-mail address, like name@example.com."),
);

/** An optional phone number: digits, spaces, + ( ) - and an extension; blank counts as none. */
export const phoneNumber = optional(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(limits.phone, `Please keep your phone number under ${limits.phone} characters.`),
      z.regex(
        /^[0-9+().\- ]*(?:(?:ext\.?|x) ?[0-9]{1,6})?$/i,
        "Please enter a phone number using digits, spaces, + ( ) - or ext.",
      ),
    ),
);

export const contactSchema = z.pipe(
  z.object({
    firstName: text("first name", limits.name),
    lastName: text("last name", limits.name),
    email: emailAddress,
    phone: phoneNumber,
    serviceType: optional(
      z.enum(serviceValues, { error: "Please choose a service from the list." }),
    ),
    message: z
      .string({ error: "Please enter a message." })
      .check(
        z.trim(),
        z.minLength(1, "Please enter a message."),
        noControlCharacters("message"),
        visible("Please enter a message."),
        z.maxLength(
          limits.message,
          `Please keep your message under ${formatNumber(limits.message)} characters.`,
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
          noControlCharacters("list of other people"),
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
          noControlCharacters("key date"),
          z.maxLength(
            limits.keyDate,
            `Please keep the key date under ${limits.keyDate} characters.`,
          ),
          z.refine(isOneLine, "Please write the key date on one line."),
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

export type ContactParseResult =
  | { success: true; data: ContactMessage; values: ContactValues }
  | { success: false; errors: ContactErrors; values: ContactValues };

/**
 * The form's submission checked by the schema, for Conform: in the browser before sending, and in
 * the route action (app/components/forms/README.md). Other fields (the anti-bot ones) are ignored.
 */
export function parseContactForm(form: FormData) {
  return parseWithSchema(form, contactSchema);
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
