import type { SubmissionResult } from "@conform-to/react";
import type { BotSignal, ContactMessage } from "./contact-schema";

/** What the server's gate decided about a contact post before its body is read. */
export type ContactGate = "open" | "rate-limited" | "too-large";

/**
 * The contact inbox as the route action sees it, handed over through React Router's load
 * context by the production server (server/main.ts). The route never imports server code.
 */
export interface ContactServices {
  /**
   * The rate and size limits (docs/OPERATIONS.md#contact-form-limits). The action asks for the size
   * (`{ counted: false }`) before it reads the body, and counts every post that is not the same
   * message sent again, however its path is spelt.
   */
  admit(options?: { counted: boolean }): Promise<ContactGate>;
  /**
   * Whether the same message arrived within `sameMessageWindowMs`
   * (docs/CONTACT-INBOX.md#the-same-message-sent-twice): it is answered as sent, and not counted.
   */
  sentAlready(message: ContactMessage): boolean;
  /**
   * Commits the message and, unless it is suspected spam, queues its notification; the same message
   * within `sameMessageWindowMs` is not stored again (`repeated`). Throws when storage fails.
   * Suspected spam is kept, marked, never e-mailed (docs/PRODUCT-RULES.md#contact-and-privacy).
   */
  save(
    message: ContactMessage,
    options?: { suspectedSpam?: BotSignal },
  ): { id: number; repeated: boolean };
}

/**
 * How long the same message sent again is recognised (docs/CONTACT-INBOX.md#the-same-message-sent-twice):
 * the rate limit's window, so a reload of the confirmation never uses up the visitor's posts.
 */
export const sameMessageWindowMs = 15 * 60 * 1000;

/**
 * What the contact action answers, for the page with or without JavaScript. `result` is Conform's
 * reply to the submission: the errors by field and everything typed, so the form shows them again.
 */
export type ContactActionData =
  | { status: "sent" }
  | { status: "invalid"; result: SubmissionResult<string[]> }
  | { status: "unavailable"; result: SubmissionResult<string[]> }
  | { status: "rate-limited" }
  | { status: "too-large" };
