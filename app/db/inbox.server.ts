/**
 * The desk's inbox (docs/DESK.md#the-inbox): one page of inquiries, the counts of its tabs and
 * views, and an inquiry's neighbours for next and previous. Each read is bounded, so it costs the
 * same with 100 inquiries or 100,000 (docs/PERFORMANCE.md#the-desk-at-100000-inquiries):
 * - a page of the inbox is a range of the index on `(inbox_key, message_id)` (migration 030) after
 *   or before a cursor, never an OFFSET or a sort of every inquiry;
 * - a search reads the search index newest first and stops at the end of the page;
 * - the counts come from `desk_inquiry_counts`, which triggers keep; with a search (or a filter
 *   the counts table does not hold), from at most `countCap` matching inquiries, said so when the
 *   cap is reached.
 */

import { addDays, isoDate, type LocalDate, torontoInstant, torontoParts } from "~/desk/desk-time";
import {
  type InboxCounts,
  type InboxCursor,
  type InboxItem,
  type InboxPage,
  type InboxQuery,
  type InboxView,
  inboxPageSize,
  searchTerms,
} from "~/desk/inbox-query";
import { type InquiryStatus, statusValues } from "~/desk/inquiry-status";
import type { SiteDatabase } from "./database.server";
import { type Counted, columnsOf, type GroupRow, pageOf, type Row } from "./inbox-rows.server";

/** 2^42: the step between the inbox's groups in `inbox_key` (migration 030). */
const GROUP = 4_398_046_511_104;
/** `inbox_key` below this: New from a person (waiting for a first reply). */
const waitingBelow = GROUP;
/** `inbox_key` below this: open (New, Contacted, Consultation booked). */
const openBelow = 3 * GROUP;

/** Counts made by reading matching inquiries stop here; the inbox then says "more than". */
export const countCap = 1_000;

const dueSet =
  "SELECT message_id FROM desk_notes WHERE follow_up_on IS NOT NULL AND follow_up_done_at IS NULL AND follow_up_on <= ?";

type Param = string | number;

interface Clause {
  where: string[];
  params: Param[];
}

function localDate(iso: string): LocalDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
}

/** Today's date in Toronto, YYYY-MM-DD: what "due today" means (overdue included). */
export function torontoToday(now = Date.now()): string {
  const p = torontoParts(now);
  return isoDate({ year: p.year, month: p.month, day: p.day });
}

export interface InboxContext {
  /** The signed-in staff member ("Mine"). */
  staffId: number;
  /** Toronto's date today (YYYY-MM-DD), for "Due today". */
  today: string;
  /**
   * With a stage or "waits for" filter: the inquiries at that stage now. Stages are derived from
   * the records in code (app/desk/client-journey.ts), so the caller works them out
   * (app/desk/journey-view.server.ts `journeyFilterIds`) and the list keeps to them.
   */
  journeyIds?: readonly number[];
}

/**
 * An inquiry's consultation as the inbox shows it (docs/DESK.md#the-inbox): its upcoming booking
 * (held or confirmed; "moved" once rescheduled) if it has one, else its latest booking's status.
 * A live booking whose possible conflict staff have not settled reads "held", as a booking held
 * for the conflict check did: both wait for the same decision.
 */
const bookingOf = (
  column: string,
) => `(SELECT ${column} FROM bookings b WHERE b.message_id = d.message_id
    ORDER BY b.status IN ('held', 'confirmed') DESC, b.id DESC LIMIT 1)`;
const bookingState = bookingOf(
  `CASE WHEN b.status = 'confirmed' AND b.conflict_settled_at IS NULL
      AND EXISTS (SELECT 1 FROM booking_conflicts c WHERE c.booking_id = b.id) THEN 'held'
    WHEN b.status = 'confirmed' AND b.sequence > 0 THEN 'moved' ELSE b.status END`,
);

const rowColumns = `d.message_id AS id, d.inbox_key AS key, d.received_at AS receivedAt,
  m.first_name AS firstName, m.last_name AS lastName, m.email, d.service_type AS serviceType,
  d.status, d.suspected AS suspectedSpam, m.key_date AS keyDate, substr(m.message, 1, 240) AS preview,
  d.first_reply_at AS firstReplyAt, d.assigned_to AS assignedId, s.name AS assignedName,
  (SELECT MIN(n.follow_up_on) FROM desk_notes n
    WHERE n.message_id = d.message_id AND n.follow_up_on IS NOT NULL
      AND n.follow_up_done_at IS NULL) AS followUpOn,
  ${bookingState} AS bookingState, ${bookingOf("b.starts_at")} AS bookingStartsAt`;

/** The inbox's reads. */
export class Inbox {
  private readonly db: SiteDatabase;

  constructor(db: SiteDatabase) {
    this.db = db;
  }

  private get sql() {
    return this.db.sqlite;
  }

  /** The filters other than the search: what narrows every tab and view alike. */
  private filters(query: InboxQuery, context: InboxContext): Clause & { messages: boolean } {
    const where: string[] = [];
    const params: Param[] = [];
    let messages = false;
    if (context.journeyIds) {
      where.push("d.message_id IN (SELECT value FROM json_each(?))");
      params.push(JSON.stringify(context.journeyIds));
    }
    if (query.area) {
      if (query.area === "none") where.push("d.service_type IS NULL");
      else {
        where.push("d.service_type = ?");
        params.push(query.area);
      }
    }
    if (query.source) {
      messages = true;
      if (query.source === "none") where.push("m.referral_source IS NULL");
      else {
        where.push("m.referral_source = ?");
        params.push(query.source);
      }
    }
    if (query.booking) {
      if (query.booking === "none") where.push(`${bookingState} IS NULL`);
      else {
        where.push(`${bookingState} = ?`);
        params.push(query.booking);
      }
    }
    const from = query.from ? localDate(query.from) : null;
    if (from) {
      where.push("d.received_at >= ?");
      params.push(torontoInstant(from));
    }
    const to = query.to ? localDate(query.to) : null;
    if (to) {
      where.push("d.received_at < ?");
      params.push(torontoInstant(addDays(to, 1)));
    }
    return { where, params, messages };
  }

  /** The view (everyone's, mine, unassigned, waiting, due). */
  private view(view: InboxView, context: InboxContext): Clause & { below?: number } {
    switch (view) {
      case "mine":
        return { where: ["d.assigned_to = ?"], params: [context.staffId] };
      case "unassigned":
        return { where: ["d.assigned_to IS NULL"], params: [] };
      case "waiting":
        return { where: [], params: [], below: waitingBelow };
      case "due":
        return { where: [`d.message_id IN (${dueSet})`], params: [context.today] };
      default:
        return { where: [], params: [] };
    }
  }

  private tab(query: InboxQuery): Clause & { below?: number } {
    if (query.status === "all") return { where: [], params: [] };
    if (query.status === "open") return { where: [], params: [], below: openBelow };
    return { where: ["d.status = ?"], params: [query.status] };
  }

  /**
   * The query's conditions, with the part of the inbox's order it keeps to (`below`: the open ones,
   * or those waiting for a first reply, are the start of the order) and, when given, the side of
   * a place in the order. SQLite reads an index range by one upper bound, so of two (the view's
   * and the place's) only the lower one is written.
   */
  private selection(
    query: InboxQuery,
    context: InboxContext,
    place?: { side: "<" | ">"; at: InboxCursor },
  ): Clause {
    const filters = this.filters(query, context);
    const view = this.view(query.view, context);
    const tab = this.tab(query);
    const where = [...filters.where, ...view.where, ...tab.where];
    const params = [...filters.params, ...view.params, ...tab.params];
    const bounds = [view.below, tab.below].filter((b): b is number => b !== undefined);
    const below = bounds.length ? Math.min(...bounds) : undefined;
    if (place?.side === ">") {
      where.push("(d.inbox_key, d.message_id) > (?, ?)");
      params.push(place.at.key, place.at.id);
      if (below !== undefined) {
        where.push("d.inbox_key < ?");
        params.push(below);
      }
    } else if (place?.side === "<" && (below === undefined || place.at.key < below)) {
      where.push("(d.inbox_key, d.message_id) < (?, ?)");
      params.push(place.at.key, place.at.id);
    } else if (below !== undefined) {
      where.push("d.inbox_key < ?");
      params.push(below);
    }
    return { where, params };
  }

  /** One page of the inbox: after or before a cursor, or the first. */
  page(query: InboxQuery, context: InboxContext, size = inboxPageSize): InboxPage {
    if (query.q) return this.searchPage(query, context, size);
    const backwards = query.before !== undefined;
    const cursor = query.after ?? query.before;
    const side = sideInOrder(query);
    const { where, params } = this.selection(
      query,
      context,
      cursor ? { side: side(backwards ? "<" : ">"), at: cursor } : undefined,
    );
    const forwards = side(">") === ">" ? "ASC" : "DESC";
    const direction = backwards ? (forwards === "ASC" ? "DESC" : "ASC") : forwards;
    const rows = this.sql
      .prepare(
        `SELECT ${rowColumns}
           FROM desk_inquiries d
           JOIN contact_messages m ON m.id = d.message_id
           LEFT JOIN desk_staff s ON s.id = d.assigned_to
          ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
          ORDER BY d.inbox_key ${direction}, d.message_id ${direction}
          LIMIT ?`,
      )
      .all(...params, size + 1) as Row[];
    const exists = (at: InboxItem, shown: "<" | ">") => {
      const other = this.selection(query, context, { side: side(shown), at });
      return (
        this.sql
          .prepare(
            `SELECT 1 FROM desk_inquiries d JOIN contact_messages m ON m.id = d.message_id
              WHERE ${other.where.join(" AND ")} LIMIT 1`,
          )
          .get(...other.params) !== undefined
      );
    };
    return pageOf(rows, size, backwards, cursor !== undefined, exists);
  }

  /**
   * A page of a search: the matching inquiries newest first (by number, which is the order they
   * arrived in), read from the search index in that order so a page costs the same however many
   * match. The inquiry whose number was typed comes first.
   */
  private searchPage(query: InboxQuery, context: InboxContext, size: number): InboxPage {
    const terms = searchTerms(query.q ?? "");
    const base = this.selection(query, context);
    const backwards = query.before !== undefined;
    const cursor = query.after ?? query.before;
    const fetch = (
      extra: string[],
      extraParams: Param[],
      direction: "ASC" | "DESC",
      limit: number,
    ) =>
      terms.fts
        ? (this.sql
            .prepare(
              `SELECT ${rowColumns}
                 FROM inquiry_search f
                 JOIN desk_inquiries d ON d.message_id = f.rowid
                 JOIN contact_messages m ON m.id = d.message_id
                 LEFT JOIN desk_staff s ON s.id = d.assigned_to
                WHERE inquiry_search MATCH ? ${[...base.where, ...extra].map((w) => `AND ${w}`).join(" ")}
                ORDER BY f.rowid ${direction} LIMIT ?`,
            )
            .all(terms.fts, ...base.params, ...extraParams, limit) as Row[])
        : [];
    // Newest first: DESC by number; "before" a cursor means newer, read upwards.
    const rows = cursor
      ? fetch(
          [`f.rowid ${backwards ? ">" : "<"} ?`],
          [cursor.id],
          backwards ? "ASC" : "DESC",
          size + 1,
        )
      : fetch([], [], "DESC", size + 1);
    if (!cursor && terms.id !== undefined) {
      const exact = this.sql
        .prepare(
          `SELECT ${rowColumns} FROM desk_inquiries d
             JOIN contact_messages m ON m.id = d.message_id
             LEFT JOIN desk_staff s ON s.id = d.assigned_to
            WHERE ${["d.message_id = ?", ...base.where].join(" AND ")}`,
        )
        .get(terms.id, ...base.params) as Row | undefined;
      if (exact) {
        const at = rows.findIndex((r) => r.id === exact.id);
        if (at >= 0) rows.splice(at, 1);
        rows.unshift(exact);
      }
    }
    const exists = (at: InboxItem, side: "<" | ">") =>
      // In a search, "<" (newer) is a higher number.
      fetch([`f.rowid ${side === "<" ? ">" : "<"} ?`], [at.id], "DESC", 1).length > 0;
    const searchKey = (row: Row): Row => ({ ...row, key: 0 });
    return pageOf(rows.map(searchKey), size, backwards, cursor !== undefined, exists);
  }

  /**
   * The inquiries before and after one in the query's order (previous and next), whether or not
   * it still belongs to the view: an inquiry just marked Contacted has left the New tab, and its
   * next is still the one that was below it.
   */
  neighbours(
    id: number,
    query: InboxQuery,
    context: InboxContext,
  ): { previous: number | null; next: number | null } {
    const base = this.selection(query, context);
    if (query.q) {
      const fts = searchTerms(query.q).fts;
      if (!fts) return { previous: null, next: null };
      const one = (side: "<" | ">") =>
        (
          this.sql
            .prepare(
              `SELECT f.rowid AS id FROM inquiry_search f
                 JOIN desk_inquiries d ON d.message_id = f.rowid
                 JOIN contact_messages m ON m.id = d.message_id
                WHERE inquiry_search MATCH ? ${[...base.where, `f.rowid ${side} ?`].map((w) => `AND ${w}`).join(" ")}
                ORDER BY f.rowid ${side === "<" ? "DESC" : "ASC"} LIMIT 1`,
            )
            .get(fts, ...base.params, id) as { id: number } | undefined
        )?.id ?? null;
      // Newest first: the previous one has a higher number.
      return { previous: one(">"), next: one("<") };
    }
    const at = this.cursorOf(id);
    if (!at) return { previous: null, next: null };
    const one = (side: "<" | ">") => {
      const around = this.selection(query, context, { side, at });
      const direction = side === "<" ? "DESC" : "ASC";
      return (
        (
          this.sql
            .prepare(
              `SELECT d.message_id AS id FROM desk_inquiries d JOIN contact_messages m ON m.id = d.message_id
                WHERE ${around.where.join(" AND ")}
                ORDER BY d.inbox_key ${direction}, d.message_id ${direction} LIMIT 1`,
            )
            .get(...around.params) as { id: number } | undefined
        )?.id ?? null
      );
    };
    const side = sideInOrder(query);
    return { previous: one(side("<")), next: one(side(">")) };
  }

  /** The counts of every tab (within the view) and every view (its open inquiries). */
  counts(query: InboxQuery, context: InboxContext): InboxCounts {
    const counted =
      query.q || query.source || query.from || query.to || query.booking || context.journeyIds
        ? this.countMatches(query, context)
        : this.countAll(query, context);
    const { columns, capped } = counted;
    const open = (c: Record<InquiryStatus, number>) =>
      c.new + c.contacted + c["consultation-booked"];
    const sum = (c: Record<InquiryStatus, number>) => statusValues.reduce((n, s) => n + c[s], 0);
    const statuses = columns[query.view];
    return {
      statuses,
      open: open(statuses),
      all: sum(statuses),
      views: {
        everyone: open(columns.everyone),
        mine: open(columns.mine),
        unassigned: open(columns.unassigned),
        waiting: sum(columns.waiting),
        due: sum(columns.due),
      },
      capped,
    };
  }

  /** Every inquiry (or one practice area's): from the counts table, whatever its size. */
  private countAll(query: InboxQuery, context: InboxContext): Counted {
    const area =
      query.area === undefined
        ? { where: "", params: [] as Param[] }
        : { where: "WHERE service_type = ?", params: [query.area === "none" ? "" : query.area] };
    const groups = this.sql
      .prepare(
        `SELECT status, SUM(n) AS everyone,
                SUM(CASE WHEN assigned_to = ? THEN n ELSE 0 END) AS mine,
                SUM(CASE WHEN assigned_to = 0 THEN n ELSE 0 END) AS unassigned,
                SUM(CASE WHEN status = 'new' AND suspected = 0 THEN n ELSE 0 END) AS waiting
           FROM desk_inquiry_counts ${area.where} GROUP BY status`,
      )
      .all(context.staffId, ...area.params) as GroupRow[];
    const filters = this.filters(query, context);
    const due = this.sql
      .prepare(
        `SELECT d.status AS status, COUNT(*) AS due FROM desk_inquiries d
          WHERE ${[`d.message_id IN (${dueSet})`, ...filters.where].join(" AND ")}
          GROUP BY d.status`,
      )
      .all(context.today, ...filters.params) as GroupRow[];
    return { columns: columnsOf([...groups, ...due]), capped: false };
  }

  /**
   * The inquiries a search or filter finds, counted by reading them (newest first), up to
   * `countCap`: beyond that the inbox says "more than" instead of a count.
   */
  private countMatches(query: InboxQuery, context: InboxContext): Counted {
    const filters = this.filters(query, context);
    const terms = query.q ? searchTerms(query.q) : {};
    if (query.q && !terms.fts && terms.id === undefined)
      return { columns: columnsOf([]), capped: false };
    const where = [...filters.where];
    const params: Param[] = [...filters.params];
    let from = "desk_inquiries d JOIN contact_messages m ON m.id = d.message_id";
    let order = "ORDER BY d.received_at DESC";
    if (terms.fts) {
      from = `inquiry_search f JOIN desk_inquiries d ON d.message_id = f.rowid JOIN contact_messages m ON m.id = d.message_id`;
      where.unshift("inquiry_search MATCH ?");
      params.unshift(terms.fts);
      order = "ORDER BY f.rowid DESC";
    } else if (terms.id !== undefined) {
      where.unshift("d.message_id = ?");
      params.unshift(terms.id);
    }
    const groups = this.sql
      .prepare(
        `SELECT status, COUNT(*) AS everyone, SUM(assigned_to = ?) AS mine,
                SUM(assigned_to IS NULL) AS unassigned, SUM(waiting) AS waiting, SUM(due) AS due
           FROM (
             SELECT d.status, d.assigned_to, d.inbox_key < ? AS waiting,
                    EXISTS (SELECT 1 FROM desk_notes n WHERE n.message_id = d.message_id
                              AND n.follow_up_on IS NOT NULL AND n.follow_up_done_at IS NULL
                              AND n.follow_up_on <= ?) AS due
               FROM ${from}
              ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
              ${order} LIMIT ?
           ) AS matched GROUP BY status`,
      )
      .all(context.staffId, waitingBelow, context.today, ...params, countCap + 1) as GroupRow[];
    // The inquiry whose number was typed is found too, when the words do not find it already.
    if (terms.fts && terms.id !== undefined) {
      const extra = this.sql
        .prepare(
          `SELECT d.status, d.assigned_to = ? AS mine, d.assigned_to IS NULL AS unassigned,
                  d.inbox_key < ? AS waiting,
                  EXISTS (SELECT 1 FROM desk_notes n WHERE n.message_id = d.message_id
                            AND n.follow_up_on IS NOT NULL AND n.follow_up_done_at IS NULL
                            AND n.follow_up_on <= ?) AS due
             FROM desk_inquiries d JOIN contact_messages m ON m.id = d.message_id
            WHERE ${["d.message_id = ?", ...filters.where].join(" AND ")}
              AND d.message_id NOT IN (SELECT rowid FROM inquiry_search WHERE inquiry_search MATCH ? AND rowid = ?)`,
        )
        .get(
          context.staffId,
          waitingBelow,
          context.today,
          terms.id,
          ...filters.params,
          terms.fts,
          terms.id,
        ) as
        | { status: string; mine: number; unassigned: number; waiting: number; due: number }
        | undefined;
      if (extra) groups.push({ ...extra, everyone: 1 });
    }
    const total = groups.reduce((n, g) => n + (g.everyone ?? 0), 0);
    return { columns: columnsOf(groups), capped: total > countCap };
  }

  /** Where an inquiry stands in the inbox's order (for a link back to its page of the list). */
  cursorOf(id: number): InboxCursor | undefined {
    const row = this.sql
      .prepare("SELECT inbox_key AS key FROM desk_inquiries WHERE message_id = ?")
      .get(id) as { key: number } | undefined;
    return row ? { key: row.key, id } : undefined;
  }
}

/**
 * Which side of a place in the index a side of the list is on: the waiting queue is shown oldest
 * first, the longest wait at the top (docs/DESK.md#the-inbox), which is the index read backwards
 * (`inbox_key` counts down as inquiries arrive); every other view shows it as stored.
 */
function sideInOrder(query: InboxQuery): (shown: "<" | ">") => "<" | ">" {
  const reversed = query.view === "waiting" && !query.q;
  return (shown) => (reversed ? (shown === "<" ? ">" : "<") : shown);
}
