/**
 * What each desk form may post, as Zod schemas shared by the page (Conform checks the form before it
 * is sent) and the action (which answers 400 with the same messages when a post breaks them):
 * app/components/forms/README.md. Every desk action also answers 400, never 500, to a post that
 * carries no form at all (docs/DESK.md#security).
 */
import type { Submission, SubmissionResult } from "@conform-to/react";
import * as z from "zod/mini";
import { unreadableForm } from "~/components/forms/read-form-data";
import { isOneLine } from "~/lib/domain/one-line";
import { firmToday } from "~/platform/firm-clock";
import { type InquiryStatus, inquiryStatuses } from "./inquiry-status";

const statusValues = inquiryStatuses.map((s) => s.value) as [InquiryStatus, ...InquiryStatus[]];

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong));

const confirmDeletion = z.literal("yes", { error: "Tick the box to confirm the deletion." });

/** The note form's limit (the desk shows the same in the textarea's maxlength). */
export const noteMaxLength = 5_000;
/** The longest subject and reply written in the desk. */
export const subjectMaxLength = 150;
export const replyMaxLength = 20_000;

/** Today in Toronto (YYYY-MM-DD): follow-ups are set for today or later. */
const torontoToday = () => firmToday();

const isRealDate = (v: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCDate() === Number(m[3]) && d.getUTCMonth() === Number(m[2]) - 1;
};

/** A follow-up date (docs/DESK.md#follow-ups): a real date, today or later, within two years. */
const followUpDate = z.string({ error: "Choose the date to follow up." }).check(
  z.trim(),
  z.refine(isRealDate, "Choose the date to follow up."),
  z.refine((v) => v >= torontoToday(), "Choose today or a later date."),
  z.refine(
    (v) => v <= `${Number(torontoToday().slice(0, 4)) + 2}${torontoToday().slice(4)}`,
    "Choose a date within two years.",
  ),
);

/** A follow-up date that may be left empty. */
const optionalFollowUpDate = z.pipe(
  z.transform((v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v)),
  z.optional(followUpDate),
);

const status = z.enum(statusValues, { error: "Choose a status." });

// "" is "Unassigned"; otherwise a staff member's number.
const assignee = z.pipe(
  z.string({ error: "Choose a person." }).check(z.regex(/^\d{0,12}$/, "Choose a person.")),
  z.transform((v) => (v === "" ? null : Number(v))),
);

/** The forms of an inquiry's page, told apart by the button's or hidden field's `intent`. */
export const inquiryForms = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("status"), status }),
    z
      .object({
        intent: z.literal("note"),
        note: z.optional(
          z
            .string()
            .check(z.trim(), z.maxLength(noteMaxLength, "Keep a note under 5,000 characters.")),
        ),
        followUpOn: optionalFollowUpDate,
      })
      .check(
        // A note may be only a follow-up date (docs/DESK.md#follow-ups).
        z.refine((v) => (v.note ?? "") !== "" || v.followUpOn !== undefined, {
          message: "Write the note first.",
          path: ["note"],
        }),
      ),
    z.object({ intent: z.literal("assign"), assignee }),
    z.object({ intent: z.literal("follow-up"), followUpOn: followUpDate }),
    z.object({ intent: z.literal("follow-up-done") }),
    z.object({
      intent: z.literal("reply"),
      template: z.optional(z.string().check(z.maxLength(80))),
      subject: z
        .string({ error: "Write a subject." })
        .check(
          z.trim(),
          z.minLength(1, "Write a subject."),
          z.maxLength(subjectMaxLength, "Keep the subject under 150 characters."),
          z.refine(isOneLine, "Write the subject on one line."),
        ),
      body: requiredText(
        "Write the reply first.",
        replyMaxLength,
        "Keep a reply under 20,000 characters.",
      ),
    }),
    z.object({
      intent: z.literal("resend-reply"),
      reply: z.string({ error: "Choose a reply." }).check(z.regex(/^\d{1,12}$/, "Choose a reply.")),
    }),
    z.object({ intent: z.literal("retry") }),
    z.object({ intent: z.literal("delete"), confirm: confirmDeletion }),
    z.object({ intent: z.literal("settle-conflict") }),
    // The second step of a confirmed action (app/components/desk/confirm-intent.tsx).
    z.object({ intent: z.literal("decline-conflict"), confirmed: z.literal("yes") }),
  ],
  { error: "Unknown request." },
);

/** The inquiries ticked in the inbox: at least one. */
const ids = z.pipe(
  z.union([z.string(), z.array(z.string())], { error: "Select at least one inquiry." }),
  z.pipe(
    z.transform((v: string | string[]) => (Array.isArray(v) ? v : [v])),
    z
      .array(z.string().check(z.regex(/^\d{1,12}$/, "Select inquiries from the list.")))
      .check(
        z.minLength(1, "Select at least one inquiry."),
        z.maxLength(200, "Select at most 200 inquiries at a time."),
      ),
  ),
);

/** The inbox's actions on several inquiries (docs/DESK.md#actions-on-several-inquiries). */
export const bulkForms = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("assign"), ids, assignee }),
    z.object({ intent: z.literal("status"), ids, status }),
    z.object({ intent: z.literal("spam"), ids }),
  ],
  { error: "Choose what to do with the inquiries." },
);

const emailAddress = z
  .string({ error: "Enter the e-mail address first." })
  .check(
    z.trim(),
    z.minLength(1, "Enter the e-mail address first."),
    z.maxLength(254, "An e-mail address is at most 254 characters."),
  );

/** Finding what is held about one address (a GET form: the address is in the page's URL). */
export const privacyLookupForm = z.object({ email: emailAddress });

/** Deleting everything about one address (docs/DESK.md#privacy-requests). */
export const privacyDeletionForm = z.object({ email: emailAddress, confirm: confirmDeletion });

/** An access request's export. */
export const privacyExportForm = z.object({
  email: emailAddress,
  format: z.enum(["json", "csv"], { error: "Choose JSON or CSV." }),
});

/** The inbox's CSV export: the filters shown (status always; the rest are read leniently). */
export const inquiryExportForm = z.object({
  status: z
    .string({ error: "Choose which inquiries to export." })
    .check(z.minLength(1, "Choose which inquiries to export.")),
});

/** Signing out this session, or every session of the person. */
export const signOutForm = z.object({
  scope: z.enum(["this-device", "everywhere"], { error: "Choose where to sign out." }),
});

/** The account page's forms. */
export const accountForms = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("remove-passkey"),
      passkey: z.string({ error: "Choose a passkey." }).check(z.minLength(1, "Choose a passkey.")),
    }),
    // The person's own daily digest (docs/DESK.md#the-daily-digest).
    z.object({
      intent: z.literal("daily-digest"),
      digest: z.enum(["on", "off"], { error: "Choose whether you want the daily e-mail." }),
    }),
  ],
  { error: "Unknown request." },
);

/** What a desk action answers: a sentence for the page, and for a refused form Conform's reply. */
export interface DeskAnswer {
  ok: boolean;
  message: string;
  /** Which form the answer is about (the intent), so only that form shows the field errors. */
  intent?: string;
  result?: SubmissionResult<string[]>;
}

/**
 * A resource route's (an export's, sign-out's) refusal: HTTP 400 with the sentence as plain text,
 * which the browser shows as the page.
 */
export function badRequest(message: string): Response {
  return new Response(`${message}\n`, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** The answer to a post without a form body: 400, never 500. */
export const noForm: DeskAnswer = { ok: false, message: unreadableForm };

/**
 * The answer to a form the schema refused: its first message as the page's sentence, the errors by
 * field and what was typed for the form itself.
 */
/**
 * Whether an answer refuses a field (Conform's field errors, which it shows under the field and
 * moves the focus to), among `fields` when given; false for a refusal of the whole form.
 */
export function refusesAField(answer: DeskAnswer, fields?: readonly string[]): boolean {
  return Object.entries(answer.result?.error ?? {}).some(
    ([name, messages]) => (messages?.length ?? 0) > 0 && (!fields || fields.includes(name)),
  );
}

export function refused(submission: Submission<unknown>): DeskAnswer {
  const result = submission.reply();
  const first = Object.values(result.error ?? {}).find((messages) => messages?.length)?.[0];
  const intent = submission.payload.intent;
  return {
    ok: false,
    message: first ?? "Check the form and try again.",
    ...(typeof intent === "string" ? { intent } : {}),
    result,
  };
}
