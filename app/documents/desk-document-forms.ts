/**
 * The desk's document forms (docs/DOCUMENTS.md#in-the-desk): one schema, a case per intent, shared
 * by the panel in the browser and the action on the server (app/components/forms/README.md).
 */
import * as z from "zod/mini";
import { firmLocalDateTime } from "~/platform/firm-clock";

/** "2026-12-04T17:00" as Toronto wall-clock time, to Unix ms (the firm's clock). */
export const torontoLocalToMs = firmLocalDateTime;

/** A row's number in a hidden field; `message` when it is not one. */
const rowId = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.regex(/^[1-9]\d{0,12}$/, message)),
    z.transform((v) => Number(v)),
  );

const checklistMessage = "Choose a checklist.";
export const dueInThePastMessage =
  "Choose a due date and time later than now (Toronto time), or leave it empty.";
const reasonMessage = "Say what is wrong, so the client can fix it.";

/**
 * The panel's intents: the inquiry page's action hands a post naming one of them to the documents'
 * handler (none is an intent of the page's other forms, app/desk/desk-forms.ts).
 */
export const documentIntents = [
  "send-request",
  "accept",
  "reopen",
  "send-back",
  "revoke",
  "new-link",
] as const;

export function isDocumentIntent(intent: unknown): boolean {
  return (documentIntents as readonly unknown[]).includes(intent);
}

/** The panel's forms, told apart by their hidden `intent`. */
export const documentForms = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("send-request"),
      template: z.string({ error: checklistMessage }).check(z.minLength(1, checklistMessage)),
      due: z.optional(
        z.string().check(
          z.refine(
            (v) => !v || torontoLocalToMs(v) !== undefined,
            "Enter a date and time, or leave it empty.",
          ),
          // A due date already past would be e-mailed as a deadline the client has missed, and
          // the documents shown overdue at once (docs/DOCUMENTS.md#in-the-desk).
          z.refine((v) => {
            const at = v ? torontoLocalToMs(v) : undefined;
            return at === undefined || at > Date.now();
          }, dueInThePastMessage),
        ),
      ),
    }),
    z.object({
      intent: z.enum(["accept", "reopen"]),
      item: rowId("That item was not found."),
    }),
    z.object({
      intent: z.literal("send-back"),
      item: rowId("That item was not found."),
      reason: z
        .string({ error: reasonMessage })
        .check(
          z.trim(),
          z.minLength(5, reasonMessage),
          z.maxLength(500, "Keep the reason under 500 characters."),
        ),
    }),
    // E-mailing a new link and revoking one are confirmed first, like a booking's Cancel: a post
    // without `confirmed=yes` changes nothing (docs/DOCUMENTS.md#in-the-desk).
    z.object({
      intent: z.enum(["revoke", "new-link"]),
      request: rowId("That request was not found."),
      confirmed: z.literal("yes", {
        error:
          "Nothing was done or sent: press the button again and confirm with “Yes, …” once you have read what will happen.",
      }),
    }),
  ],
  { error: "Unknown action." },
);
