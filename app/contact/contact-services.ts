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
   * The rate and size limits (docs/OPERATIONS.md#contact-form-limits). The action asks before it
   * reads the body, so every request that reaches the action is limited, however its path is spelt.
   */
  admit(): Promise<ContactGate>;
  /**
   * Commits the message and, unless it is suspected spam, queues its notification. Throws when
   * storage fails. Suspected spam is kept, marked, never e-mailed (docs/PRODUCT-RULES.md#contact-and-privacy).
   */
  save(message: ContactMessage, options?: { suspectedSpam?: BotSignal }): number;
}

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
