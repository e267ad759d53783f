/**
 * What the inbox shows (docs/DESK.md#the-inbox): a view (everyone's, mine, unassigned, waiting for
 * a first reply, due today), a status tab, a search and the filters, all kept in the URL so a
 * page can be shared, reloaded, or read without JavaScript. Plain data, shared by the browser and
 * the server; anything malformed in a URL is ignored, never an error.
 */
import { isJourneyStage, type JourneyStageId, type WaitsFor } from "./client-journey";
import { type InquiryStatus, isInquiryStatus } from "./inquiry-status";

/** The "waits for" filter (docs/INTAKE.md#stages): the client, or the firm. */
export const waitsForOptions = [
  { value: "client", label: "The client" },
  { value: "firm", label: "The firm" },
] as const;

export const inboxViews = [
  { value: "everyone", label: "Everyone's" },
  { value: "mine", label: "Mine" },
  { value: "unassigned", label: "Unassigned" },
  { value: "waiting", label: "Waiting for a first reply" },
  { value: "due", label: "Due today" },
] as const;
export type InboxView = (typeof inboxViews)[number]["value"];

/**
 * An inquiry's consultation as the inbox shows and filters it: its upcoming booking if any (held:
 * its conflict check is still to settle; moved: confirmed, then rescheduled), else its latest
 * booking.
 */
export const bookingStates = [
  { value: "held", label: "Conflict check to settle" },
  { value: "confirmed", label: "Confirmed" },
  { value: "moved", label: "Moved" },
  { value: "cancelled", label: "Cancelled" },
  { value: "declined", label: "Declined" },
  { value: "attended", label: "Attended" },
  { value: "no-show", label: "No-show" },
] as const;
export type BookingState = (typeof bookingStates)[number]["value"];

export function isBookingState(value: unknown): value is BookingState {
  return typeof value === "string" && bookingStates.some((s) => s.value === value);
}

/** A status tab: the open ones (New, Contacted, Consultation booked), one status, or all. */
export type InboxTab = "open" | "all" | InquiryStatus;

/** A place in the inbox's order: the row's sort key and its number (docs/DESK.md#the-inbox). */
export interface InboxCursor {
  key: number;
  id: number;
}

export interface InboxQuery {
  view: InboxView;
  status: InboxTab;
  /** What was typed in the search field. */
  q?: string;
  area?: string;
  source?: string;
  /** Its consultation's state, or "none" (no booking). */
  booking?: BookingState | "none";
  /** Its stage on the way to retainer (app/desk/client-journey.ts), and who it waits for. */
  stage?: JourneyStageId;
  waits?: WaitsFor;
  /** Toronto dates, YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  /** The page after this place, or the page before it. */
  after?: InboxCursor;
  before?: InboxCursor;
}

/** Rows on one page of the inbox. */
export const inboxPageSize = 50;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const key = /^[a-z-]{1,40}$/;

export function isInboxView(value: unknown): value is InboxView {
  return typeof value === "string" && inboxViews.some((v) => v.value === value);
}

/** "123456789.42" → { key, id }; anything else → undefined. */
export function parseCursor(raw: string | null | undefined): InboxCursor | undefined {
  const m = raw ? /^(\d{1,16})\.(\d{1,12})$/.exec(raw) : null;
  if (!m) return undefined;
  const cursor = { key: Number(m[1]), id: Number(m[2]) };
  return Number.isSafeInteger(cursor.key) && Number.isSafeInteger(cursor.id) ? cursor : undefined;
}

export function formatCursor(cursor: InboxCursor): string {
  return `${cursor.key}.${cursor.id}`;
}

/** The inbox's query from a URL's search parameters (or a posted form). */
export function parseInboxQuery(params: URLSearchParams | FormData): InboxQuery {
  const get = (name: string) => {
    const v = params.get(name);
    return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
  };
  const status = get("status");
  const view = get("view");
  const query: InboxQuery = {
    view: isInboxView(view) ? view : "everyone",
    status: status === "all" || isInquiryStatus(status) ? status : "open",
  };
  const q = get("q");
  if (q) query.q = q.slice(0, 200);
  const area = get("area");
  if (area && key.test(area)) query.area = area;
  const source = get("source");
  if (source && key.test(source)) query.source = source;
  const booking = get("booking");
  if (booking === "none" || isBookingState(booking)) query.booking = booking;
  const stage = get("stage");
  if (stage && isJourneyStage(stage)) query.stage = stage;
  const waits = get("waits");
  if (waits === "client" || waits === "firm") query.waits = waits;
  const from = get("from");
  if (from && isoDate.test(from)) query.from = from;
  const to = get("to");
  if (to && isoDate.test(to)) query.to = to;
  const after = parseCursor(get("after"));
  const before = parseCursor(get("before"));
  if (after) query.after = after;
  else if (before) query.before = before;
  return query;
}

/**
 * The query as search parameters, defaults left out, so links stay short and equal queries have
 * equal URLs. Paging is left out unless asked for: a link to an inquiry keeps the list it came
 * from, but a new tab or search starts at the top.
 */
export function inboxSearch(
  query: InboxQuery,
  change: Partial<InboxQuery> = {},
  options: { keepPage?: boolean } = {},
): string {
  const next: InboxQuery = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.view !== "everyone") params.set("view", next.view);
  if (next.status !== "open") params.set("status", next.status);
  if (next.q) params.set("q", next.q);
  if (next.area) params.set("area", next.area);
  if (next.source) params.set("source", next.source);
  if (next.booking) params.set("booking", next.booking);
  if (next.stage) params.set("stage", next.stage);
  if (next.waits) params.set("waits", next.waits);
  if (next.from) params.set("from", next.from);
  if (next.to) params.set("to", next.to);
  if (options.keepPage || "after" in change || "before" in change) {
    if (next.after) params.set("after", formatCursor(next.after));
    else if (next.before) params.set("before", formatCursor(next.before));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Whether a filter under the list is in use (they open then). */
export function hasListFilters(query: InboxQuery): boolean {
  return Boolean(
    query.area ||
      query.source ||
      query.booking ||
      query.stage ||
      query.waits ||
      query.from ||
      query.to,
  );
}

/** Whether the list is narrowed by anything besides its view and tab. */
export function isFiltered(query: InboxQuery): boolean {
  return Boolean(query.q) || hasListFilters(query);
}

/**
 * What was typed, as an FTS5 query (https://www.sqlite.org/fts5.html#full_text_query_syntax):
 * each word a quoted prefix ("ort" finds Ortiz), all of them required. Quoting every word keeps
 * FTS5's own syntax (AND, NEAR, column filters, quotes) out of reach of what is typed. Something
 * that looks like a phone number ("416-555-01", "(416) 555") is looked up by its digits from the
 * start of the number. A number alone ("123", "#123") also finds the inquiry of that number.
 * One-letter words are left out unless they are all there is: they match nearly everything.
 * Neither: nothing to search for.
 */
export function searchTerms(text: string): { fts?: string; id?: number } {
  const trimmed = text.trim();
  const result: { fts?: string; id?: number } = {};
  const reference = /^#?(\d{1,9})$/.exec(trimmed);
  if (reference) result.id = Number(reference[1]);
  const digits = trimmed.replace(/\D/g, "");
  if (/^[\d\s().+/-]+$/.test(trimmed) && digits.length >= 3) {
    // A leading 1 (the country code) is indexed both with and without it.
    result.fts = `phone : "${digits}"*`;
    return result;
  }
  const words =
    trimmed
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const useful = words.filter((w) => w.length > 1);
  const chosen = (useful.length ? useful : words).slice(0, 8);
  if (chosen.length && !(chosen.length === 1 && (chosen[0] as string).length < 2))
    result.fts = chosen.map((w) => `"${w}"*`).join(" ");
  return result;
}

/** One inquiry as a row of the inbox, as stored (labels are added by the loader). */
export interface InboxItem {
  id: number;
  /** Its place in the inbox's order (docs/DESK.md#the-inbox). */
  key: number;
  receivedAt: number;
  firstName: string;
  lastName: string;
  email: string;
  serviceType: string | null;
  status: InquiryStatus;
  suspectedSpam: boolean;
  /** The key date the visitor gave (closing, court date, deadline), as typed. */
  keyDate: string | null;
  /** The start of the message. */
  preview: string;
  firstReplyAt: number | null;
  assignedTo: { id: number; name: string } | null;
  /** The earliest open follow-up date (YYYY-MM-DD, Toronto), if any. */
  followUpOn: string | null;
  /** Its consultation (see `bookingStates`), or null when it has none. */
  booking: { state: BookingState; startsAt: number } | null;
}

/** How many inquiries each tab and view holds, for the query's search and filters. */
export interface InboxCounts {
  /** By status, within the chosen view. */
  statuses: Record<InquiryStatus, number>;
  open: number;
  all: number;
  /** Open inquiries in each view (Waiting: New from people; Due: follow-ups due by today). */
  views: Record<InboxView, number>;
  /** True when a search or filter matched more than could be counted: "more than" the counts. */
  capped: boolean;
}

export interface InboxPage {
  items: InboxItem[];
  /** Where the pages before and after this one start; null at either end. */
  newer: InboxCursor | null;
  older: InboxCursor | null;
}
