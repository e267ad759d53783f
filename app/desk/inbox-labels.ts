/**
 * The words and times of an inbox row, computed by the loader (Toronto time, formatted once, so the
 * page reads the same before and after hydration and the browser needs no date library).
 */

import { businessMsBetween, oneBusinessDayAfter } from "./business-days.server";
import { areaLabel } from "./desk-labels";
import { businessWait, formatDateTime, formatShortDateTime } from "./desk-time";
import type { BookingState, InboxItem } from "./inbox-query";
import { statusLabel } from "./inquiry-status";

export interface InboxRow {
  id: number;
  /** Its place in the order, for links that keep the page ("3.12" style cursor parts). */
  key: number;
  name: string;
  area: string;
  status: InboxItem["status"];
  statusLabel: string;
  suspectedSpam: boolean;
  /**
   * "waiting 26 h" while New (business hours: docs/DESK.md#the-inbox); "replied in 4h" once
   * replied; else "12d ago" (received).
   */
  waited: string;
  /** The same, spelled out for screen readers and the title. */
  waitedLong: string;
  overdue: boolean;
  received: string;
  /** The message's first line. */
  preview: string;
  keyDate: string | null;
  assignedTo: string | null;
  followUp: { label: string; due: boolean } | null;
  /**
   * The other inquiries sent from the same address, any capitalisation ("Same address as #2"),
   * as the inquiry page says (docs/DESK.md#the-inbox); added by the inbox's loader.
   */
  sameAddress?: number[];
  /** Its consultation: "Booked Wed, Dec 2, 10:00 AM", "Booking cancelled" …, or null. */
  booking: { state: BookingState; label: string } | null;
  /**
   * Where the client stands, from inquiry to retainer, and who it waits for
   * (docs/INTAKE.md#stages); added by the inbox's loader.
   */
  journey?: {
    stage: string;
    label: string;
    waitsFor: "client" | "firm" | null;
    waits: string | null;
    flag: string | null;
  };
}

/** The words for an inquiry's consultation on its row. */
export function bookingLabel(state: BookingState, startsAt: number): string {
  const when = formatShortDateTime(startsAt);
  switch (state) {
    case "held":
      return `Conflict check to settle: ${when}`;
    case "confirmed":
      return `Booked ${when}`;
    case "moved":
      return `Moved to ${when}`;
    case "cancelled":
      return "Booking cancelled";
    case "declined":
      return "Booking declined";
    case "attended":
      return `Attended ${when}`;
    case "no-show":
      return `No-show ${when}`;
  }
}

/** "45m", "3h 20m", "2d 4h": short enough for a dense row. */
export function shortDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours}h ${minutes % 60}m` : `${hours}h`;
  const days = Math.floor(hours / 24);
  return hours % 24 && days < 10 ? `${days}d ${hours % 24}h` : `${days}d`;
}

/** "2 days 4 hours" for a screen reader. */
export function longDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, "hour");
  const days = Math.floor(hours / 24);
  return hours % 24 && days < 10
    ? `${plural(days, "day")} ${plural(hours % 24, "hour")}`
    : plural(days, "day");
}

/** The first line of a message, at most 160 characters. */
export function firstLine(text: string): string {
  const line = text.split(/\r?\n/).find((l) => l.trim() !== "") ?? "";
  const trimmed = line.trim();
  return trimmed.length > 160 ? `${trimmed.slice(0, 159)}…` : trimmed;
}

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "Today", "Overdue since Nov 20", or "Dec 2" for a follow-up date (YYYY-MM-DD). */
export function followUpLabel(on: string, today: string): { label: string; due: boolean } {
  const [y, m, d] = on.split("-").map(Number) as [number, number, number];
  const day = dayFormat.format(Date.UTC(y, m - 1, d));
  if (on === today) return { label: "Follow up today", due: true };
  if (on < today) return { label: `Follow-up overdue since ${day}`, due: true };
  return { label: `Follow up ${day}`, due: false };
}

export function inboxRow(item: InboxItem, now: number, today: string): InboxRow {
  const waiting = item.status === "new";
  const waitedMs =
    waiting || item.firstReplyAt === null
      ? now - item.receivedAt
      : item.firstReplyAt - item.receivedAt;
  const replied = !waiting && item.firstReplyAt !== null;
  const business = businessWait(businessMsBetween(item.receivedAt, now));
  // A consultation that will not happen is never shown as booked, even on an inquiry whose status
  // was set by hand (docs/DESK.md#bookings).
  const gone =
    item.status === "consultation-booked" &&
    (item.booking?.state === "cancelled" || item.booking?.state === "declined");
  return {
    id: item.id,
    key: item.key,
    name: `${item.firstName} ${item.lastName}`,
    area: areaLabel(item.serviceType),
    status: item.status,
    statusLabel: gone ? "Consultation cancelled" : statusLabel(item.status),
    suspectedSpam: item.suspectedSpam,
    waited: replied
      ? `replied in ${shortDuration(waitedMs)}`
      : waiting
        ? business.short
        : `${shortDuration(waitedMs)} ago`,
    waitedLong: replied
      ? `first reply after ${longDuration(waitedMs)}`
      : waiting
        ? `${business.long}, received ${longDuration(waitedMs)} ago`
        : `received ${longDuration(waitedMs)} ago`,
    overdue: waiting && !item.suspectedSpam && now >= oneBusinessDayAfter(item.receivedAt),
    received: formatDateTime(item.receivedAt),
    preview: firstLine(item.preview),
    keyDate: item.keyDate ? item.keyDate.slice(0, 60) : null,
    assignedTo: item.assignedTo?.name ?? null,
    followUp: item.followUpOn ? followUpLabel(item.followUpOn, today) : null,
    booking: item.booking
      ? {
          state: item.booking.state,
          label: bookingLabel(item.booking.state, item.booking.startsAt),
        }
      : null,
  };
}
