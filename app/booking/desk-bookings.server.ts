import { type ConsultationMethod, firm, type LawyerKey } from "~/content/firm";
import type { Booking, BookingBlock, BookingEmail, BookingStatus } from "~/db/bookings.server";
import { areaLabel } from "~/desk/desk-labels";
// What the client typed, shown to staff without characters that reorder or disguise it
// (docs/PRODUCT-RULES.md#hostile-text).
import { visibleText, visibleTextOrNull } from "~/lib/domain/visible-text";
import type { BookingService } from "./booking-service.server";
import { clockLabel, dayLabel, describeStart, viewOfDays } from "./slot-view";
import { addDays, clockMinutes, dateIn, isIsoDate, zonedInstant } from "./zoned-time";

/**
 * What the desk shows of bookings and what its forms may ask (docs/DESK.md#bookings): plain data
 * for the agenda, a booking's page and the inquiry page's panel. What their forms may post is in
 * desk-booking-forms.ts (a bad post gets HTTP 400 and a message per field, never a 500).
 */

const ZONE = firm.booking.timeZone;

export const statusLabels: Record<BookingStatus, string> = {
  held: "To be confirmed",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  declined: "Declined",
  attended: "Attended",
  "no-show": "No-show",
};

const emailLabels: Record<BookingEmail["kind"], string> = {
  received: "Request received (to the client)",
  confirmation: "Confirmation with invitation (to the client)",
  reminder: "Reminder (to the client)",
  rescheduled: "Moved, with updated invitation (to the client)",
  cancelled: "Cancellation (to the client)",
  declined: "Declined (to the client)",
  "firm-notice": "Notice to the firm",
};

export function lawyerName(key: LawyerKey): string {
  return (firm.lawyers.find((l) => l.key === key) ?? firm.lawyers[0]).name;
}

export interface AgendaItem {
  id: number;
  time: string;
  day: string;
  lawyer: string;
  method: ConsultationMethod;
  status: BookingStatus;
  statusLabel: string;
  /**
   * A possible conflict staff have not settled (or a booking held for the check): the day list
   * says so in the inbox's words, "◌ Conflict check to settle" (docs/DESK.md#bookings).
   */
  toSettle: boolean;
  client: string;
  inquiryId: number | null;
}

export function agendaItem(b: Booking, toSettle = b.status === "held"): AgendaItem {
  return {
    toSettle,
    id: b.id,
    time: `${clockLabel(ZONE, b.startsAt)} to ${clockLabel(ZONE, b.endsAt)}`,
    day: dayLabel(ZONE, b.startsAt),
    lawyer: lawyerName(b.lawyer),
    method: b.method,
    status: b.status,
    statusLabel: statusLabels[b.status],
    client: visibleText(`${b.firstName} ${b.lastName}`),
    inquiryId: b.messageId,
  };
}

export interface BlockView {
  id: number;
  lawyer: string;
  when: string;
  reason: string | null;
}

export function blockView(b: BookingBlock): BlockView {
  const sameDay = dateIn(ZONE, b.startsAt) === dateIn(ZONE, b.endsAt - 1);
  return {
    id: b.id,
    lawyer: lawyerName(b.lawyer),
    when: sameDay
      ? `${dayLabel(ZONE, b.startsAt)}, ${clockLabel(ZONE, b.startsAt)} to ${clockLabel(ZONE, b.endsAt)}`
      : `${dayLabel(ZONE, b.startsAt)}, ${clockLabel(ZONE, b.startsAt)} to ${dayLabel(ZONE, b.endsAt)}, ${clockLabel(ZONE, b.endsAt)}`,
    reason: b.reason,
  };
}

/**
 * The agenda (docs/DESK.md#bookings): seven days from today (today's consultations still to come
 * first, then those already past), or seven days from another date (`from`), whatever the day of
 * the week: on a Saturday, Monday's consultations are on the first screen.
 */
export function agenda(service: BookingService, now: number, from: string | null) {
  const today = dateIn(ZONE, now);
  const first = from && isIsoDate(from) ? from : today;
  const isFromToday = first === today;
  const held = service.bookings.conflictCheck.toSettle();
  const unsettled = new Set(held.map((b) => b.id));
  const item = (b: Booking) => agendaItem(b, unsettled.has(b.id));
  const days: {
    date: string;
    label: string;
    items: AgendaItem[];
    /** Today's consultations already started or over, shown after those to come. */
    earlier: AgendaItem[];
  }[] = [];
  for (let i = 0; i < 7; i++) {
    const date = addDays(first, i);
    const start = zonedInstant(ZONE, date, 0);
    const end = zonedInstant(ZONE, addDays(date, 1), 0);
    const all = service.bookings.startingBetween(start, end);
    const isToday = date === today;
    days.push({
      date,
      label: isToday
        ? `Today, ${dayLabel(ZONE, start)}`
        : date === addDays(today, 1)
          ? `Tomorrow, ${dayLabel(ZONE, start)}`
          : dayLabel(ZONE, start),
      items: all.filter((b) => !isToday || b.endsAt > now).map(item),
      earlier: isToday ? all.filter((b) => b.endsAt <= now).map(item) : [],
    });
  }
  return {
    today,
    first,
    isFromToday,
    previous: isFromToday ? null : addDays(first, -7),
    next: addDays(first, 7),
    days,
    // Held bookings (made before every booking was confirmed at once) and confirmed ones whose
    // possible conflict staff have not settled (docs/BOOKING.md#conflict-check).
    held: held.map((b) => agendaItem(b, true)),
    blocks: service.bookings.blocksBetween(now, now + 90 * 24 * 60 * 60 * 1000).map(blockView),
    feeds: firm.lawyers.map((l) => {
      const feed = service.bookings.feeds().find((f) => f.lawyer === l.key);
      return { lawyer: l.key, name: l.name, since: feed?.createdAt ?? null, madeBy: feed?.madeBy };
    }),
    lawyers: firm.lawyers.map((l) => ({ key: l.key, name: l.name })),
  };
}

/** "Mon, Nov 30": a day among the days a booking may move to. */
const shortDay = new Intl.DateTimeFormat("en-CA", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** One booking for its desk page, with the times it may move to. */
export function bookingDetail(service: BookingService, booking: Booking, now: number) {
  const type = service.consultationType(booking.consultationType) ?? service.defaultType;
  const upcoming =
    (booking.status === "held" || booking.status === "confirmed") && booking.startsAt > now;
  const moves = upcoming
    ? viewOfDays(
        // The same rules as for the client, without this booking's own time.
        service.availability(type, now).map((d) => ({
          ...d,
          slots: d.slots.filter((s) => s.start !== booking.startsAt),
        })),
        ZONE,
        ZONE,
      ).map((d) => ({
        date: d.date,
        label: d.label,
        short: shortDay.format(Date.parse(`${d.date}T12:00:00Z`)),
        times: d.times.map((t) => ({ value: t.value, time: t.time })),
      }))
    : [];
  return {
    id: booking.id,
    when: describeStart(booking.startsAt, ZONE, booking.visitorTimeZone),
    ended: booking.startsAt <= now,
    upcoming,
    type: type.name,
    lawyer: lawyerName(booking.lawyer),
    method: booking.method,
    status: booking.status,
    statusLabel: statusLabels[booking.status],
    client: visibleText(`${booking.firstName} ${booking.lastName}`),
    email: visibleText(booking.email),
    phone: visibleTextOrNull(booking.phone),
    serviceType: booking.serviceType,
    note: visibleTextOrNull(booking.note),
    otherParties: visibleTextOrNull(booking.otherParties),
    inquiryId: booking.messageId,
    bookedAt: describeStart(booking.createdAt, ZONE),
    bookedBy: booking.createdBy === null ? "the client, on the website" : "staff",
    conflictUnsettled:
      booking.status === "held" || service.bookings.conflictCheck.conflictUnsettled(booking.id),
    sameAddress: sameAddressView(service, booking.id),
    conflicts: service.bookings.conflictCheck.conflicts(booking.id).map((c) => ({
      id: c.id,
      given: c.given,
      givenRole: c.givenRole === "client" ? "the client's own name" : "an other party they named",
      known: c.known.name,
      knownRole:
        c.known.role === "client" ? "the person who wrote or booked" : "an other party named",
      href:
        c.known.source === "inquiry"
          ? `/desk/inquiries/${c.known.id}`
          : `/desk/bookings/${c.known.id}`,
      source: c.known.source === "inquiry" ? `inquiry #${c.known.id}` : `booking #${c.known.id}`,
    })),
    emails: service.bookings.emails(booking.id).map((e) => ({
      id: e.id,
      label: `${emailLabels[e.kind]}${e.kind === "reminder" ? `, ${e.leadMinutes >= 60 ? `${e.leadMinutes / 60} h` : `${e.leadMinutes} min`} before` : ""}`,
      status:
        e.status === "sent"
          ? `Sent ${e.sentAt ? describeStart(e.sentAt, ZONE) : ""}`.trim()
          : e.status === "pending"
            ? e.attempts > 0
              ? `Waiting: ${e.attempts} failed attempt${e.attempts === 1 ? "" : "s"}${e.lastError ? ` (${e.lastError})` : ""}`
              : `Due ${describeStart(e.nextAttemptAt, ZONE)}`
            : e.status === "dropped"
              ? `Not sent: ${e.lastError ?? "no longer needed"}`
              : e.status === "interrupted"
                ? "Not confirmed: the server stopped while sending it"
                : "Being sent now",
    })),
    moves,
  };
}

/**
 * "Same address as inquiry #N, not yet confirmed" (docs/BOOKING.md#an-address-proves-itself): the
 * earlier inquiry of the booking's address, whether the visitor has followed the proof link, and
 * whether staff have merged them.
 */
export function sameAddressView(service: BookingService, bookingId: number) {
  const link = service.bookings.addresses.addressLink(bookingId);
  if (!link) return null;
  return {
    inquiryId: link.earlierMessageId,
    confirmed: link.confirmedAt !== null,
    confirmedAt: link.confirmedAt === null ? null : describeStart(link.confirmedAt, ZONE),
    merged: link.mergedAt !== null,
    mergedAt: link.mergedAt === null ? null : describeStart(link.mergedAt, ZONE),
    summary: `Same address as inquiry #${link.earlierMessageId}, ${
      link.confirmedAt === null
        ? "not yet confirmed"
        : `confirmed by the visitor ${describeStart(link.confirmedAt, ZONE)}`
    }${link.mergedAt !== null ? `; merged ${describeStart(link.mergedAt, ZONE)}` : ""}`,
  };
}

/** An inquiry's bookings that came from the address of an earlier inquiry and are not merged. */
export function inquiryAddressLinks(service: BookingService | undefined, messageId: number) {
  if (!service) return [];
  return service.bookings.addresses.unmergedAddressLinks(messageId).flatMap((l) => {
    const view = sameAddressView(service, l.bookingId);
    return view ? [{ bookingId: l.bookingId, ...view }] : [];
  });
}

/** The bookings joined to one inquiry, for the panel on its desk page. */
export function inquiryBookings(service: BookingService | undefined, messageId: number) {
  return (service?.bookings.forMessage(messageId) ?? []).map((b) => ({
    ...agendaItem(b),
    when: describeStart(b.startsAt, ZONE),
  }));
}

/** The instants of a block given as a Toronto date and two clock times. */
export function blockSpan(date: string, from: string, to: string): [number, number] {
  return [zonedInstant(ZONE, date, clockMinutes(from)), zonedInstant(ZONE, date, clockMinutes(to))];
}

/**
 * Every consultation booked with an e-mail address, as the access-request export gives it to the
 * person (PIPEDA, Schedule 1, Principle 4.9; docs/BOOKING.md#privacy): what they typed, when and
 * how it was to happen, what became of it, and the e-mails the firm's site sent about it. Nothing
 * about anyone else: the conflict check's matches name other people and stay out.
 */
export function accessRequestBookings(
  bookings: readonly Booking[],
  emailsOf: (id: number) => readonly BookingEmail[],
) {
  const iso = (ms: number | null) => (ms ? new Date(ms).toISOString() : null);
  return bookings.map((b) => ({
    reference: `booking #${b.id}`,
    inquiry: b.messageId,
    consultation:
      firm.booking.consultationTypes.find((t) => t.id === b.consultationType)?.name ??
      b.consultationType,
    lawyer: lawyerName(b.lawyer),
    startsAt: iso(b.startsAt),
    endsAt: iso(b.endsAt),
    when: describeStart(b.startsAt, ZONE, b.visitorTimeZone),
    how: b.method === "video" ? "video call" : "phone call",
    status: statusLabels[b.status],
    firstName: visibleText(b.firstName),
    lastName: visibleText(b.lastName),
    email: visibleText(b.email),
    phone: visibleTextOrNull(b.phone),
    practiceArea: areaLabel(b.serviceType),
    note: visibleTextOrNull(b.note),
    otherPeopleInvolved: visibleTextOrNull(b.otherParties),
    timeZone: b.visitorTimeZone,
    consent: { version: b.consentTextVersion, at: iso(b.consentAt) },
    bookedAt: iso(b.createdAt),
    emails: emailsOf(b.id)
      .filter((e) => e.kind !== "firm-notice" && e.status === "sent")
      .map((e) => ({ email: emailLabels[e.kind], sentAt: iso(e.sentAt) })),
  }));
}

export type AccessRequestBooking = ReturnType<typeof accessRequestBookings>[number];
