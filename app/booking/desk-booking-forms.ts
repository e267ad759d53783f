/**
 * What the desk's booking forms may post (docs/DESK.md#bookings): the agenda's and a booking page's,
 * as Zod Mini schemas shared by the page (Conform checks the form before it is sent) and the action
 * (which answers 400 with the same messages under the fields): app/components/forms/README.md.
 */
import * as z from "zod/mini";
import { firm, type LawyerKey } from "~/content/firm";
import { isOneLine } from "~/lib/domain/one-line";
import { clockMinutes, isIsoDate } from "./zoned-time";

const lawyerKeys = firm.lawyers.map((l) => l.key) as [LawyerKey, ...LawyerKey[]];
const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockMessage = "Use the 24-hour clock, like 13:30.";
const clock = z.string({ error: clockMessage }).check(z.regex(clockPattern, clockMessage));

/** A row's number in a hidden field. */
const rowId = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,12}$/)),
  z.transform((v) => Number(v)),
);

/** The agenda's forms, told apart by their hidden `intent`. */
export const agendaForms = z.discriminatedUnion(
  "intent",
  [
    z
      .object({
        intent: z.literal("block"),
        lawyer: z.enum(lawyerKeys, { error: "Choose who is away." }),
        date: z.string({ error: "Choose a date." }).check(z.refine(isIsoDate, "Choose a date.")),
        from: clock,
        to: clock,
        reason: z.optional(
          z.pipe(
            z
              .string()
              .check(
                z.trim(),
                z.maxLength(200, "Keep the reason under 200 characters."),
                z.refine(isOneLine, "Write the reason on one line."),
              ),
            // Left empty, it is no reason.
            z.transform((v) => v || null),
          ),
        ),
      })
      .check(
        z.refine(
          (v) =>
            !clockPattern.test(v.from) ||
            !clockPattern.test(v.to) ||
            clockMinutes(v.from) < clockMinutes(v.to),
          { error: "The end must be after the start.", path: ["to"] },
        ),
      ),
    z.object({ intent: z.literal("unblock"), block: rowId }),
    z.object({ intent: z.literal("create-feed"), lawyer: z.enum(lawyerKeys) }),
    z.object({ intent: z.literal("revoke-feed"), lawyer: z.enum(lawyerKeys) }),
  ],
  { error: "Unknown request." },
);

const intentOnly = <Intent extends string>(intent: Intent) =>
  z.object({ intent: z.literal(intent) });

/**
 * Declining and cancelling e-mail the client and cannot be undone, so they are taken only from the
 * page's second step, whose button carries `confirmed=yes` (docs/DESK.md#bookings): a post
 * without it (a form of another page, a script) changes nothing.
 */
const confirmedIntent = <Intent extends string>(intent: Intent) =>
  z.object({
    intent: z.literal(intent),
    confirmed: z.literal("yes", {
      error:
        "Nothing was done or sent: press the button again and confirm with “Yes, …” once you have read what will happen.",
    }),
  });

/** A booking page's forms: the button pressed names the intent. */
export const bookingForms = z.discriminatedUnion(
  "intent",
  [
    intentOnly("confirm"),
    confirmedIntent("decline"),
    intentOnly("merge-address"),
    confirmedIntent("cancel"),
    intentOnly("attended"),
    intentOnly("no-show"),
    z.object({
      intent: z.literal("reschedule"),
      start: z
        .string({ error: "Choose a new time." })
        .check(z.refine((v) => Number.isFinite(Date.parse(v)), "Choose a new time.")),
    }),
  ],
  { error: "Unknown request." },
);
