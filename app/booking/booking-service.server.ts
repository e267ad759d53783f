import { randomUUID } from "node:crypto";
import type { BookingSettings, ConsultationType, LawyerKey } from "~/content/firm";
import {
  type Booking,
  type BookingStatus,
  type Bookings,
  isUpcoming,
  SlotTaken,
  upcomingStatuses,
} from "~/db/bookings.server";
import type { ContactMessages } from "~/db/contact-messages.server";
import type { SiteDatabase } from "~/db/database.server";
import type { Inquiries } from "~/db/inquiries.server";
import { firmTimeZone } from "~/platform/firm-clock";
import type { BookingAuditAction } from "./booking-audit";
import {
  type Actor,
  addressProofDays,
  type BookingRequest,
  type BookingServiceOptions,
  type BookResult,
  type ChangeResult,
  type MergeResult,
} from "./booking-contract";
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from "./booking-token.server";
import { ownsFeed } from "./feed-owner";
import { possibleConflicts, splitNames } from "./name-match";
import { closedReason } from "./ontario-holidays.server";
import { describeStart } from "./slot-view";
import {
  bookingWindow,
  nearestSlots,
  type OfferedDay,
  offeredAt,
  offeredDays,
  type SlotQuery,
} from "./slots";
import { addDays, DAY_MS, MINUTE_MS, zonedInstant } from "./zoned-time";

type AuditedBooking = Pick<Booking, "id" | "messageId">;
type FeedStaff = { id: number; email: string }; // the signed-in account changing a feed

/**
 * The firm's own booking (docs/BOOKING.md): what the routes and the desk ask of it. Every change is
 * one IMMEDIATE transaction that checks the time is still offered, writes the booking (the unique
 * index is the last word on a double booking), queues the e-mails it causes and records the audit
 * entry; the outbox is woken after the commit.
 */
export class BookingService {
  private readonly db: SiteDatabase;
  readonly bookings: Bookings;
  private readonly messages: ContactMessages;
  private readonly inquiries: Inquiries;
  readonly settings: BookingSettings;
  private readonly options: BookingServiceOptions;
  private readonly now: () => number;

  constructor(options: BookingServiceOptions) {
    this.options = options;
    this.settings = options.settings;
    this.db = options.repos.db;
    this.bookings = options.repos.bookings;
    this.messages = options.repos.messages;
    this.inquiries = options.repos.inquiries;
    this.now = options.now ?? Date.now;
  }

  consultationType(id: string | null | undefined): ConsultationType | undefined {
    return this.settings.consultationTypes.find((t) => t.id === id);
  }

  get defaultType(): ConsultationType {
    const type =
      this.consultationType(this.settings.defaultConsultationType) ??
      this.settings.consultationTypes[0];
    if (!type) throw new Error("firm.booking has no consultation type");
    return type;
  }

  private query(type: ConsultationType, now: number, exceptBookingId?: number): SlotQuery {
    const [first, last] = bookingWindow(this.settings, now);
    const from = zonedInstant(this.settings.timeZone, first, 0) - DAY_MS;
    const to = zonedInstant(this.settings.timeZone, addDays(last, 1), 0) + DAY_MS;
    return {
      settings: this.settings,
      type,
      now,
      busy: this.bookings.busyBetween(from, to, exceptBookingId),
      closedOn: (date) => closedReason(this.settings, date),
    };
  }

  /** The days with free times for this consultation type, from now to the horizon. */
  availability(type: ConsultationType = this.defaultType, now = this.now()): OfferedDay[] {
    return offeredDays(this.query(type, now));
  }

  private nearest(type: ConsultationType, wanted: number, exceptBookingId?: number) {
    return nearestSlots(offeredDays(this.query(type, this.now(), exceptBookingId)), wanted, 3);
  }

  private when(start: number): string {
    return describeStart(start, firmTimeZone);
  }

  private audit(by: Actor, action: BookingAuditAction, b: AuditedBooking, detail?: string): void {
    const about = `booking #${b.id}${detail ? `, ${detail}` : ""}`;
    this.options.audit?.(by, action, b.messageId, about);
  }

  /** Queues a confirmed booking's reminders that are still ahead. */
  private queueReminders(booking: Booking, now: number): void {
    for (const lead of this.options.reminderLeadMinutes) {
      const at = booking.startsAt - lead * MINUTE_MS;
      if (at > now)
        this.bookings.queueEmail(booking.id, "reminder", booking.sequence, at, now, lead);
    }
  }

  /**
   * Books a consultation for a visitor (or for a client, by staff). The time must still be offered
   * at this instant, inside the transaction. Every booking is confirmed in the same way, with the
   * same e-mails at the same moment: a possible conflict is recorded for staff (on the inquiries it
   * names too), never shown to the visitor (docs/BOOKING.md#conflict-check). Every booking starts
   * an inquiry of its own, linked to an earlier one of its address (BOOKING.md#an-address-proves-itself).
   */
  book(request: BookingRequest, by: Actor = null): BookResult {
    const type = this.consultationType(request.typeId);
    if (!type) return { ok: false, reason: "unknown-type" };
    let result: { booking: Booking; conflictToSettle: boolean } | undefined;
    try {
      result = this.db.transaction(() => {
        const now = this.now();
        const slot = offeredAt(this.query(type, now), request.start);
        if (!slot) return undefined;
        const name = `${request.firstName} ${request.lastName}`;
        const matches = possibleConflicts(
          { name, otherParties: splitNames(request.otherParties) },
          this.bookings.conflictCheck.knownNames(),
        );
        const conflictToSettle = matches.length > 0;
        const earlier = this.messages.latestByEmail(request.email, request.serviceType ?? null);
        const messageId = this.messages.startFromBooking({ ...request, receivedAt: now });
        const id = this.bookings.insert({
          uid: randomUUID(),
          messageId,
          consultationType: type.id,
          lawyer: slot.lawyer,
          startsAt: slot.start,
          endsAt: slot.end,
          method: request.method,
          status: "confirmed",
          firstName: request.firstName,
          lastName: request.lastName,
          email: request.email,
          phone: request.phone ?? null,
          serviceType: request.serviceType ?? null,
          note: request.note ?? null,
          otherParties: request.otherParties ?? null,
          visitorTimeZone: request.visitorTimeZone ?? null,
          consentTextVersion: request.consent,
          consentAt: now,
          createdAt: now,
          createdBy: by,
        });
        if (conflictToSettle) this.bookings.conflictCheck.addConflicts(id, matches);
        this.messages.conflictCheck.bookingChecked(messageId, id, matches, now);
        if (earlier !== undefined) this.bookings.addresses.linkAddress(id, earlier, now);
        this.inquiries.markBooked(messageId, now);
        const booking = this.mustGet(id);
        this.bookings.queueEmail(id, "confirmation", 0, now, now);
        this.bookings.queueEmail(id, "firm-notice", 0, now, now);
        this.queueReminders(booking, now);
        this.audit(
          by,
          "booked",
          booking,
          `${this.when(booking.startsAt)}${conflictToSettle ? ", a possible conflict to settle" : ""}${earlier !== undefined ? `, same address as inquiry #${earlier}, not yet confirmed` : ""}`,
        );
        return { booking, conflictToSettle };
      });
    } catch (error) {
      if (!(error instanceof SlotTaken)) throw error;
    }
    if (!result) return { ok: false, reason: "taken", nearest: this.nearest(type, request.start) };
    this.options.logger.info("booking_made", {
      id: result.booking.id,
      conflictToSettle: result.conflictToSettle,
      byStaff: by !== null,
    });
    this.options.wakeOutbox?.();
    return { ok: true, ...result };
  }

  private mustGet(id: number): Booking {
    const booking = this.bookings.get(id);
    if (!booking) throw new Error(`booking ${id} vanished inside its transaction`);
    return booking;
  }

  private linked(token: string | undefined): Booking | undefined {
    return looksLikeSecretToken(token)
      ? this.bookings.byToken(hashSecretToken(token), this.now())
      : undefined;
  }

  /** The booking a link's secret opens, while it is upcoming and has not started. */
  bookingForLink(token: string | undefined): Booking | undefined {
    const booking = this.linked(token);
    return booking && isUpcoming(booking) ? booking : undefined;
  }

  /**
   * The booking of a link whose consultation was cancelled and has not started: its page says so
   * (nothing can be moved or cancelled any more), instead of "this link no longer works".
   */
  cancelledBookingForLink(token: string | undefined): Booking | undefined {
    const booking = this.linked(token);
    return booking?.status === "cancelled" ? booking : undefined;
  }

  /** A new secret for a booking's e-mailed links (made when an e-mail is sent; only its hash is kept). */
  issueLinkToken(bookingId: number): string {
    const { token, hash } = newSecretToken();
    this.bookings.addToken(bookingId, hash, this.now());
    return token;
  }

  /**
   * Moves an upcoming booking to another offered time, for the client (by its link) or by staff.
   * Same UID, SEQUENCE + 1; the old reminders are dropped and new ones queued. To the time it has
   * (a double click's second post): nothing changes or is sent (docs/BOOKING.md#reschedule-and-cancel).
   * A client's move keeps the zone chosen on its page (docs/BOOKING.md#time-zones). */
  reschedule(id: number, start: number, by: Actor, visitorTimeZone?: string): ChangeResult {
    const current = this.bookings.get(id);
    if (!current) return { ok: false, reason: "not-found" };
    const type = this.consultationType(current.consultationType) ?? this.defaultType;
    let outcome: ChangeResult | undefined;
    try {
      outcome = this.db.transaction((): ChangeResult | undefined => {
        const now = this.now();
        const booking = this.bookings.get(id);
        if (!booking) return { ok: false, reason: "not-found" };
        if (!isUpcoming(booking)) return { ok: false, reason: "not-upcoming" };
        if (booking.startsAt <= now) return { ok: false, reason: "started" };
        if (booking.startsAt === start) return { ok: true, booking, unchanged: true };
        const slot = offeredAt(this.query(type, now, id), start);
        if (!slot) return undefined;
        const from = this.when(booking.startsAt);
        this.bookings.reschedule(id, slot.start, slot.end, slot.lawyer, visitorTimeZone);
        const moved = this.mustGet(id);
        for (const follow of this.options.moveFollowers ?? []) follow(moved, now);
        this.bookings.dropPendingEmails(id, "superseded by a reschedule", [
          "received",
          "confirmation",
          "reminder",
          "rescheduled",
        ]);
        this.bookings.queueEmail(id, "rescheduled", moved.sequence, now, now);
        if (by === null) this.bookings.queueEmail(id, "firm-notice", moved.sequence, now, now);
        if (moved.status === "confirmed") this.queueReminders(moved, now);
        this.audit(
          by,
          "rescheduled-booking",
          moved,
          `from ${from} to ${this.when(moved.startsAt)}`,
        );
        return { ok: true, booking: moved };
      });
    } catch (error) {
      if (!(error instanceof SlotTaken)) throw error;
    }
    if (!outcome) return { ok: false, reason: "taken", nearest: this.nearest(type, start, id) };
    if (outcome.ok && !outcome.unchanged) {
      this.options.logger.info("booking_rescheduled", { id, byStaff: by !== null });
      this.options.wakeOutbox?.();
    }
    return outcome;
  }

  /** Cancels an upcoming booking; its time is free again at once (docs/BOOKING.md#reschedule-and-cancel). */
  cancel(id: number, by: Actor): ChangeResult {
    const outcome = this.db.transaction((): ChangeResult => {
      const now = this.now();
      const booking = this.bookings.get(id);
      if (!booking) return { ok: false, reason: "not-found" };
      if (!isUpcoming(booking)) return { ok: false, reason: "not-upcoming" };
      if (by === null && booking.startsAt <= now) return { ok: false, reason: "started" };
      this.bookings.setStatus(id, upcomingStatuses, "cancelled", by, now);
      const cancelled = this.mustGet(id);
      this.inquiries.unmarkBooked(cancelled.messageId, now);
      this.bookings.dropPendingEmails(id, "booking cancelled");
      this.bookings.queueEmail(id, "cancelled", cancelled.sequence, now, now);
      if (by === null) this.bookings.queueEmail(id, "firm-notice", cancelled.sequence, now, now);
      this.audit(by, "cancelled-booking", cancelled, by === null ? "by the client" : undefined);
      return { ok: true, booking: cancelled };
    });
    if (outcome.ok) {
      this.options.logger.info("booking_cancelled", { id, byStaff: by !== null });
      this.options.wakeOutbox?.();
    }
    return outcome;
  }

  /**
   * Staff settle the conflict check and keep the consultation: a confirmed booking with a possible
   * match is marked settled (the client was confirmed when they booked, so nothing is sent); a held
   * one (made before every booking was confirmed at once) is confirmed, and the client gets the
   * invitation.
   */
  confirm(id: number, staffId: number): ChangeResult {
    const outcome = this.db.transaction((): ChangeResult => {
      const now = this.now();
      const booking = this.bookings.get(id);
      if (!booking) return { ok: false, reason: "not-found" };
      if (booking.status === "confirmed") {
        if (!this.bookings.conflictCheck.settleConflict(id, staffId, now))
          return { ok: false, reason: "not-held" };
        this.audit(staffId, "confirmed-booking", booking);
        return { ok: true, booking };
      }
      if (booking.status !== "held") return { ok: false, reason: "not-held" };
      this.bookings.setStatus(id, ["held"], "confirmed", staffId, now);
      this.bookings.conflictCheck.settleConflict(id, staffId, now);
      const decided = this.mustGet(id);
      this.bookings.dropPendingEmails(id, "booking confirmed", ["received"]);
      this.bookings.queueEmail(id, "confirmation", decided.sequence, now, now);
      this.queueReminders(decided, now);
      this.audit(staffId, "confirmed-booking", decided);
      return { ok: true, booking: decided };
    });
    if (outcome.ok) this.options.wakeOutbox?.();
    return outcome;
  }

  /**
   * Staff decline a consultation that has not started: for a conflict, or any other reason the firm
   * cannot take it. The client is told in the same words whatever the reason, and never why
   * (docs/BOOKING.md#conflict-check); the time is free again.
   */
  decline(id: number, staffId: number): ChangeResult {
    const outcome = this.db.transaction((): ChangeResult => {
      const now = this.now();
      const booking = this.bookings.get(id);
      if (!booking) return { ok: false, reason: "not-found" };
      if (!isUpcoming(booking)) return { ok: false, reason: "not-upcoming" };
      if (booking.startsAt <= now) return { ok: false, reason: "started" };
      this.bookings.setStatus(id, upcomingStatuses, "declined", staffId, now);
      const decided = this.mustGet(id);
      this.bookings.dropPendingEmails(id, "booking declined");
      this.bookings.queueEmail(id, "declined", decided.sequence, now, now);
      this.inquiries.unmarkBooked(decided.messageId, now);
      this.audit(staffId, "declined-booking", decided);
      return { ok: true, booking: decided };
    });
    if (outcome.ok) this.options.wakeOutbox?.();
    return outcome;
  }

  /**
   * Staff join a booking to the earlier inquiry of the same address
   * (docs/BOOKING.md#an-address-proves-itself): the booking and its document request move there,
   * the earlier inquiry is marked "Consultation booked" (unless further along), and the inquiry the
   * booking started is deleted if nothing else is in it. Posting it again changes nothing.
   */
  mergeAddress(id: number, staffId: number): MergeResult {
    const outcome = this.db.transaction((): MergeResult => {
      const now = this.now();
      const booking = this.bookings.get(id);
      if (!booking) return { ok: false, reason: "not-found" };
      const link = this.bookings.addresses.addressLink(id);
      if (!link) return { ok: false, reason: "no-link" };
      if (link.mergedAt !== null) return { ok: true, merged: false, into: link.earlierMessageId };
      const left = this.bookings.addresses.mergeAddress(id, staffId, now);
      if (isUpcoming(booking)) this.inquiries.markBooked(link.earlierMessageId, now);
      const removed = this.bookings.addresses.inquiryIsEmpty(left) && this.messages.delete(left);
      this.options.audit?.(
        staffId,
        "merged-address",
        link.earlierMessageId,
        `booking #${id}, from inquiry #${left}${removed ? " (removed: nothing else in it)" : ""}${link.confirmedAt === null ? ", address not confirmed" : ", address confirmed"}`,
      );
      return { ok: true, merged: true, into: link.earlierMessageId };
    });
    if (outcome.ok && outcome.merged)
      this.options.logger.info("booking_address_merged", { id, into: outcome.into });
    return outcome;
  }

  /**
   * A new proof link's secret for a booking's address, e-mailed with its confirmation; only its
   * hash is kept, it works once, for addressProofDays.
   */
  issueAddressProof(bookingId: number): string {
    const { token, hash } = newSecretToken();
    const now = this.now();
    this.bookings.addresses.addAddressProof(bookingId, hash, now, now + addressProofDays * DAY_MS);
    return token;
  }

  /** Whether a proof link can still be used (its page offers the button), or was used already. */
  addressProofState(token: string | undefined): "usable" | "used" | undefined {
    if (!looksLikeSecretToken(token)) return undefined;
    return this.bookings.addresses.addressProofState(hashSecretToken(token), this.now());
  }

  /** Uses a proof link: true once, for an unused, unexpired secret. */
  confirmAddress(token: string | undefined): boolean {
    return this.confirmAddressOf(token) !== undefined;
  }

  /** Uses a proof link, once: the booking whose address it confirmed, or undefined. */
  confirmAddressOf(token: string | undefined): number | undefined {
    if (!looksLikeSecretToken(token)) return undefined;
    const bookingId = this.db.transaction(() =>
      this.bookings.addresses.useAddressProof(hashSecretToken(token), this.now()),
    );
    if (bookingId === undefined) return undefined;
    this.options.logger.info("booking_address_confirmed", { id: bookingId });
    return bookingId;
  }

  /** After the consultation's start: whether the client came. */
  markOutcome(id: number, staffId: number, outcome: "attended" | "no-show"): ChangeResult {
    return this.db.transaction((): ChangeResult => {
      const booking = this.bookings.get(id);
      if (!booking) return { ok: false, reason: "not-found" };
      if (booking.startsAt > this.now()) return { ok: false, reason: "not-ended" };
      const from: BookingStatus[] = ["confirmed", "attended", "no-show"];
      if (!from.includes(booking.status)) return { ok: false, reason: "not-upcoming" };
      this.bookings.setStatus(id, from, outcome, staffId, this.now());
      const marked = this.mustGet(id);
      this.audit(staffId, outcome === "attended" ? "marked-attended" : "marked-no-show", marked);
      return { ok: true, booking: marked };
    });
  }

  /** Blocks a lawyer's time: nothing is offered in it. Bookings already in it stay (the desk lists them). */
  block(
    lawyer: LawyerKey,
    startsAt: number,
    endsAt: number,
    reason: string | null,
    staffId: number,
  ): number {
    return this.db.transaction(() => {
      const id = this.bookings.addBlock({ lawyer, startsAt, endsAt, reason }, staffId, this.now());
      this.options.audit?.(
        staffId,
        "blocked-time",
        null,
        `${lawyer}, ${this.when(startsAt)} to ${this.when(endsAt)}`,
      );
      return id;
    });
  }

  unblock(blockId: number, staffId: number): boolean {
    return this.db.transaction(() => {
      const removed = this.bookings.removeBlock(blockId);
      if (removed)
        this.options.audit?.(
          staffId,
          "unblocked-time",
          null,
          `${removed.lawyer}, ${this.when(removed.startsAt)} to ${this.when(removed.endsAt)}`,
        );
      return removed !== undefined;
    });
  }

  /**
   * A new secret feed address for a lawyer, replacing any earlier one: only the lawyer
   * (`ownsFeed`, docs/DESK.md#calendar-feeds). The secret, or undefined for anyone else.
   */
  createFeed(lawyer: LawyerKey, staff: FeedStaff): string | undefined {
    if (!ownsFeed(lawyer, staff.email)) return undefined;
    const { token, hash } = newSecretToken();
    this.db.transaction(() => {
      this.bookings.setFeed(lawyer, hash, staff.id, this.now());
      this.options.audit?.(staff.id, "created-calendar-feed", null, lawyer);
    });
    return token;
  }

  revokeFeed(lawyer: LawyerKey, staff: FeedStaff): boolean {
    return this.db.transaction(() => {
      const revoked = ownsFeed(lawyer, staff.email) && this.bookings.revokeFeed(lawyer);
      if (revoked) this.options.audit?.(staff.id, "revoked-calendar-feed", null, lawyer);
      return revoked;
    });
  }

  /** A feed secret's lawyer, while the lawyer made it and that account is active. */
  feedLawyer(token: string | undefined): LawyerKey | undefined {
    if (!looksLikeSecretToken(token)) return undefined;
    const feed = this.bookings.feedLawyer(hashSecretToken(token));
    return feed && ownsFeed(feed.lawyer, feed.madeBy) ? feed.lawyer : undefined;
  }
}
