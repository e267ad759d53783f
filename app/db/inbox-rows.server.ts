/**
 * What the desk inbox's SQL rows become (app/db/inbox.server.ts): a page of inquiries as the desk
 * shows them, and the counts of its tabs and views by status.
 */
import { type InboxItem, type InboxPage, type InboxView, isBookingState } from "~/desk/inbox-query";
import { type InquiryStatus, isInquiryStatus, statusValues } from "~/desk/inquiry-status";
import { visibleText, visibleTextOrNull } from "~/lib/domain/visible-text";

export type Columns = Record<InboxView, Record<InquiryStatus, number>>;

export interface Counted {
  columns: Columns;
  capped: boolean;
}

export interface GroupRow {
  status: string;
  everyone?: number;
  mine?: number;
  unassigned?: number;
  waiting?: number;
  due?: number;
}

export function columnsOf(groups: GroupRow[]): Columns {
  const zero = () =>
    Object.fromEntries(statusValues.map((s) => [s, 0])) as Record<InquiryStatus, number>;
  const columns: Columns = {
    everyone: zero(),
    mine: zero(),
    unassigned: zero(),
    waiting: zero(),
    due: zero(),
  };
  for (const g of groups) {
    if (!isInquiryStatus(g.status)) continue;
    for (const view of ["everyone", "mine", "unassigned", "waiting", "due"] as const) {
      const n = g[view];
      if (n !== undefined) columns[view][g.status] += n ?? 0;
    }
  }
  return columns;
}

export interface Row {
  id: number;
  key: number;
  receivedAt: number;
  firstName: string;
  lastName: string;
  email: string;
  serviceType: string | null;
  status: string;
  suspectedSpam: number;
  keyDate: string | null;
  preview: string;
  firstReplyAt: number | null;
  assignedId: number | null;
  assignedName: string | null;
  followUpOn: string | null;
  bookingState: string | null;
  bookingStartsAt: number | null;
}

/** A page from the rows read (one more than the page, to know whether more follow). */
export function pageOf(
  rows: Row[],
  size: number,
  backwards: boolean,
  fromCursor: boolean,
  exists: (at: InboxItem, side: "<" | ">") => boolean,
): InboxPage {
  const more = rows.length > size;
  const items = rows.slice(0, size).map(toItem);
  if (backwards) items.reverse();
  const first = items[0];
  const last = items[items.length - 1];
  const newer = first !== undefined && (backwards ? more : fromCursor && exists(first, "<"));
  const older = last !== undefined && (backwards ? exists(last, ">") : more);
  return {
    items,
    newer: newer && first ? { key: first.key, id: first.id } : null,
    older: older && last ? { key: last.key, id: last.id } : null,
  };
}

export function toItem(row: Row): InboxItem {
  const { assignedId, assignedName, bookingState, bookingStartsAt, ...rest } = row;
  return {
    ...rest,
    booking:
      isBookingState(bookingState) && bookingStartsAt !== null
        ? { state: bookingState, startsAt: bookingStartsAt }
        : null,
    // What the visitor typed, without the characters that could reorder or hide it
    // (docs/PRODUCT-RULES.md#hostile-text).
    firstName: visibleText(rest.firstName),
    lastName: visibleText(rest.lastName),
    email: visibleText(rest.email),
    preview: visibleText(rest.preview),
    keyDate: visibleTextOrNull(rest.keyDate),
    status: isInquiryStatus(rest.status) ? rest.status : "new",
    suspectedSpam: rest.suspectedSpam === 1,
    assignedTo: assignedId !== null ? { id: assignedId, name: assignedName ?? "" } : null,
  };
}
