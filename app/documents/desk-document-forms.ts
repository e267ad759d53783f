/**
 * The desk's document forms (docs/DOCUMENTS.md#in-the-desk): one schema per intent, shared by the
 * panel in the browser and the action on the server (app/components/forms/README.md).
 */
import { z } from "zod";

const toronto = "America/Toronto";

/** "2026-12-04T17:00" as Toronto wall-clock time, to Unix ms (handles daylight saving). */
export function torontoLocalToMs(local: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  // The offset of Toronto at that moment, read back through Intl.
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: toronto,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(guess);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asToronto = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return guess + (guess - asToronto);
}

export const sendRequestSchema = z.object({
  intent: z.literal("send-request"),
  template: z.string({ message: "Choose a checklist." }).min(1, "Choose a checklist."),
  due: z
    .string()
    .optional()
    .refine(
      (v) => !v || torontoLocalToMs(v) !== undefined,
      "Enter a date and time, or leave it empty.",
    ),
});

export const itemSchema = z.object({
  intent: z.enum(["accept", "reopen"]),
  item: z.coerce.number().int().positive(),
});

export const sendBackSchema = z.object({
  intent: z.literal("send-back"),
  item: z.coerce.number().int().positive(),
  reason: z
    .string({ message: "Say what is wrong, so the client can fix it." })
    .trim()
    .min(5, "Say what is wrong, so the client can fix it.")
    .max(500, "Keep the reason under 500 characters."),
});

export const requestSchema = z.object({
  intent: z.enum(["revoke", "new-link"]),
  request: z.coerce.number().int().positive(),
});

export const documentIntents = [
  "send-request",
  "accept",
  "reopen",
  "send-back",
  "revoke",
  "new-link",
] as const;
