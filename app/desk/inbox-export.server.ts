/**
 * The inbox's export as CSV (docs/DESK.md#the-inbox): exactly the inquiries the inbox lists for
 * the same query (its view, status tab, search, area, source, consultation, stage, who it waits
 * for and dates), on every page, in the inbox's order. The inbox itself picks them, so the export
 * can never list what the page did not, nor miss what it did.
 */
import { firmToday } from "~/platform/firm-clock";
import type { DeskServices } from "./desk.server";
import type { InquiryListItem } from "./desk-types";
import { parseInboxQuery } from "./inbox-query";
import { journeyFilter } from "./journey-view.server";

/** The most rows one export holds. */
export const exportLimit = 100_000;

export function exportedInquiries(
  desk: Pick<DeskServices, "inbox" | "inquiries" | "journeys">,
  staffId: number,
  params: URLSearchParams | FormData,
  now: number,
): InquiryListItem[] {
  // Every page: the place in the list a link may carry is not part of what is exported.
  const { after: _after, before: _before, ...query } = parseInboxQuery(params);
  const context = { staffId, today: firmToday(now), ...journeyFilter(desk, query, now) };
  const ids = desk.inbox.page(query, context, exportLimit).items.map((item) => item.id);
  const byId = new Map(
    desk.inquiries.list({ status: "all", ids }, exportLimit).items.map((i) => [i.id, i]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
