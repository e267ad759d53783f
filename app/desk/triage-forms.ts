/**
 * What the inbox's and the inquiry page's forms may post (docs/DESK.md#working-an-inquiry), as Zod
 * schemas shared by the page (Conform checks a form before it is sent) and the action (which
 * answers 400 with the same messages, by field, when a post breaks them):
 * app/components/forms/README.md.
 */
import * as z from "zod/mini";
import { isoDate, torontoParts } from "./desk-time";
import { type InquiryStatus, inquiryStatuses } from "./inquiry-status";

const statusValues = inquiryStatuses.map((s) => s.value) as [InquiryStatus, ...InquiryStatus[]];

/** Today in Toronto (YYYY-MM-DD): follow-ups are set for today or later. */
function today(): string {
  const p = torontoParts(Date.now());
  return isoDate({ year: p.year, month: p.month, day: p.day });
}

const isRealDate = (v: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCDate() === Number(m[3]) && d.getUTCMonth() === Number(m[2]) - 1;
};

/** A follow-up date: a real date, today or later, within two years. */
export const followUpDate = z.string({ error: "Choose the date to follow up." }).check(
  z.trim(),
  z.refine(isRealDate, "Choose the date to follow up."),
  z.refine((v) => v >= today(), "Choose today or a later date."),
  z.refine(
    (v) => v <= `${Number(today().slice(0, 4)) + 2}${today().slice(4)}`,
    "Choose a date within two years.",
  ),
);

/** "" is nobody; otherwise a staff member's number. */
const assignee = z.pipe(
  z.string({ error: "Choose a person." }).check(z.regex(/^\d{0,12}$/, "Choose a person.")),
  z.transform((v) => (v === "" ? null : Number(v))),
);

const status = z.enum(statusValues, { error: "Choose a status." });

/** The inquiries ticked in the list: at least one. */
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

/** The inbox's actions on the inquiries ticked in the list (or the one the keyboard is on). */
export const bulkForms = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("assign"), ids, assignee }),
    z.object({ intent: z.literal("status"), ids, status }),
    z.object({ intent: z.literal("spam"), ids }),
  ],
  { error: "Choose what to do with the inquiries." },
);

export type BulkForm = z.output<typeof bulkForms>;

/** The longest note, subject and reply. */
export const noteMaxLength = 5_000;
export const subjectMaxLength = 150;
export const replyMaxLength = 20_000;

const optionalDate = z.pipe(
  z.transform((v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v)),
  z.optional(followUpDate),
);

/** The forms of an inquiry's page, told apart by the button's or hidden field's `intent`. */
export const inquiryForms = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("status"), status }),
    z.object({ intent: z.literal("assign"), assignee }),
    z
      .object({
        intent: z.literal("note"),
        note: z.optional(
          z
            .string()
            .check(z.trim(), z.maxLength(noteMaxLength, "Keep a note under 5,000 characters.")),
        ),
        followUpOn: optionalDate,
      })
      .check(
        z.refine((v) => (v.note ?? "") !== "" || v.followUpOn !== undefined, {
          message: "Write the note first, or choose a follow-up date.",
          path: ["note"],
        }),
      ),
    z.object({ intent: z.literal("follow-up"), followUpOn: followUpDate }),
    z.object({ intent: z.literal("follow-up-done") }),
    z.object({
      intent: z.literal("reply"),
      template: z.optional(z.string().check(z.maxLength(80))),
      subject: z.string({ error: "Write a subject." }).check(
        z.trim(),
        z.minLength(1, "Write a subject."),
        z.maxLength(subjectMaxLength, "Keep the subject under 150 characters."),
        z.refine((v) => !/[\r\n]/.test(v), "Write the subject on one line."),
      ),
      body: z
        .string({ error: "Write the reply first." })
        .check(
          z.trim(),
          z.minLength(1, "Write the reply first."),
          z.maxLength(replyMaxLength, "Keep a reply under 20,000 characters."),
        ),
    }),
    z.object({
      intent: z.literal("resend-reply"),
      reply: z.string({ error: "Choose a reply." }).check(z.regex(/^\d{1,12}$/, "Choose a reply.")),
    }),
    z.object({ intent: z.literal("retry") }),
    z.object({
      intent: z.literal("delete"),
      confirm: z.literal("yes", { error: "Tick the box to confirm the deletion." }),
    }),
  ],
  { error: "Unknown request." },
);

export type InquiryForm = z.output<typeof inquiryForms>;

/** The account page's daily-digest switch. */
export const digestForm = z.object({
  intent: z.literal("digest"),
  digest: z.enum(["on", "off"], { error: "Choose whether to get the daily e-mail." }),
});
