/**
 * The desk's keyboard shortcuts (docs/DESK.md#keyboard): one table, read by the pages that answer
 * them and by the list the "?" key opens. Single keys without a modifier, as Gmail and Linear use,
 * ignored while a person types in a field (WCAG 2.1.4 Character Key Shortcuts: they act only when
 * the page, not a text field, has the focus, and every one of them is also a control reachable
 * with Tab).
 */
import { takesText } from "~/lib/dom/takes-text";
import type { InquiryStatus } from "./inquiry-status";

/** One key per status, in the workflow's order (the status tabs show the same order). */
export const statusKeys: readonly { key: string; status: InquiryStatus }[] = [
  { key: "1", status: "new" },
  { key: "2", status: "contacted" },
  { key: "3", status: "consultation-booked" },
  { key: "4", status: "retained" },
  { key: "5", status: "not-proceeding" },
  { key: "6", status: "spam" },
];

export interface DeskKey {
  keys: string;
  what: string;
}

export const deskKeys: readonly DeskKey[] = [
  { keys: "j / k", what: "Next / previous inquiry" },
  { keys: "Enter", what: "Open the inquiry" },
  { keys: "/", what: "Search" },
  { keys: "x", what: "Select the inquiry (for the actions on several)" },
  {
    keys: "1 to 6",
    what: "Mark New, Contacted, Consultation booked, Retained, Not proceeding, Spam",
  },
  { keys: "r", what: "Reply" },
  { keys: "u", what: "Back to the list (on an inquiry)" },
  { keys: "?", what: "Show these keys" },
];

/** Whether a key press belongs to what the person is typing, not to the desk. */
export function isTyping(
  event: Pick<KeyboardEvent, "target" | "ctrlKey" | "metaKey" | "altKey">,
): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target;
  if (!(target instanceof Element)) return false;
  // A checkbox or a button-like input takes no text: the shortcuts still work there.
  return takesText(target.closest("input, textarea, select") ?? target);
}

export function statusForKey(key: string): InquiryStatus | undefined {
  return statusKeys.find((s) => s.key === key)?.status;
}
