/**
 * What the firm's own booking service (booking-service.server.ts, docs/BOOKING.md) is asked and
 * answers: a visitor's booking request, who acts, the results of booking and changing, and what the
 * service is built from.
 */
import type { BookingSettings, ConsultationMethod } from "~/content/firm";
import type { Booking } from "~/db/bookings.server";
import type { Repositories } from "~/db/repositories.server";
import type { Logger } from "~/platform/logger.server";
import type { BookingAuditAction } from "./booking-audit";
import type { OfferedSlot } from "./slots";

export interface BookingRequest {
  typeId: string;
  start: number;
  method: ConsultationMethod;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  serviceType?: string | undefined;
  note?: string | undefined;
  otherParties?: string | undefined;
  /** The consent wording's version (docs/PRODUCT-RULES.md#contact-and-privacy). */
  consent: string;
  visitorTimeZone?: string | undefined;
}

/** Who acts: a staff member (their id) or the client through the site (null). */
export type Actor = number | null;

export type BookResult =
  /** `conflictToSettle`: a possible match staff settle on the desk; the visitor is told nothing of it. */
  | { ok: true; booking: Booking; conflictToSettle: boolean }
  | { ok: false; reason: "taken"; nearest: OfferedSlot[] }
  | { ok: false; reason: "unknown-type" };

export type ChangeResult =
  /** `unchanged`: the booking already had that time (a second post of the same move). */
  | { ok: true; booking: Booking; unchanged?: true }
  | { ok: false; reason: "taken"; nearest: OfferedSlot[] }
  | { ok: false; reason: "not-found" | "not-upcoming" | "started" | "not-held" | "not-ended" };

export type MergeResult =
  | { ok: true; merged: boolean; into: number }
  | { ok: false; reason: "not-found" | "no-link" };

/** How long a proof link e-mailed to a booking's address works (docs/BOOKING.md#an-address-proves-itself). */
export const addressProofDays = 7;

export interface BookingServiceOptions {
  /**
   * The repositories on the site's database (repositories(db), app/db/README.md) a booking writes:
   * a booking from a new address starts an inquiry, and every booking marks its inquiry booked,
   * in the booking's own transaction.
   */
  repos: Pick<Repositories, "db" | "bookings" | "messages" | "inquiries">;
  settings: BookingSettings;
  /** How long before a consultation each reminder goes (BOOKING_REMINDERS), in minutes. */
  reminderLeadMinutes: readonly number[];
  logger: Logger;
  /** Wakes the outbox after a commit that queued e-mails. */
  wakeOutbox?: () => void;
  /** Appends to the desk's audit log (never a visitor's personal data in `detail`). */
  audit?: (
    staffId: number | null,
    action: BookingAuditAction,
    messageId: number | null,
    detail: string | null,
  ) => void;
  /**
   * What other capabilities change with a moved consultation, in the move's transaction, whoever
   * moved it: a booking's document request is due again from the new time
   * (docs/DOCUMENTS.md#from-a-booking).
   */
  moveFollowers?: readonly MoveFollower[];
  now?: () => number;
}

/** Called with the moved booking and the moment of the move, inside the move's transaction. */
export type MoveFollower = (moved: Booking, now: number) => void;
