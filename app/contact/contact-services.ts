import type { ContactErrors, ContactMessage, ContactValues } from "./contact-schema";

/** What the server decided about a contact post before the route action runs. */
export type ContactGate = "open" | "rate-limited" | "too-large";

/**
 * The contact inbox as the route action sees it, handed over through React Router's load
 * context by the production server (server/main.ts). The route never imports server code.
 */
export interface ContactServices {
  gate: ContactGate;
  /** Commits the message and queues its notification. Throws when storage fails. */
  save(message: ContactMessage): number;
  /** A bot was quietly dropped (logged by reason only). */
  dropped(reason: "honeypot" | "too-fast"): void;
}

/** What the contact action answers, for the page with or without JavaScript. */
export type ContactActionData =
  | { status: "sent" }
  | { status: "invalid"; errors: ContactErrors; values: ContactValues }
  | { status: "unavailable"; values: ContactValues }
  | { status: "rate-limited" }
  | { status: "too-large" };
