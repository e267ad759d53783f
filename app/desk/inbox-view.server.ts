/**
 * What the desk's inbox page shows (app/routes/desk/inbox.tsx, docs/DESK.md#the-inbox), built from
 * the inbox's reads: its view model, so the route module stays a thin loader, action and page.
 */
import type { DeskServices } from "~/desk/desk.server";
import { areaCategories, referralCategories } from "~/desk/desk-overview";
import { inboxRow } from "~/desk/inbox-labels";
import { inboxSearch, inboxViews, isFiltered, parseInboxQuery } from "~/desk/inbox-query";
import { inquiryStatuses } from "~/desk/inquiry-status";
import { inboxJourneys, journeyFilter } from "~/desk/journey-view.server";
import { firmToday } from "~/platform/firm-clock";

/** "Today" in Toronto (YYYY-MM-DD), from the firm's clock. */
const today = (now: number) => firmToday(now);

const statusTabs = [
  { value: "open", label: "Open" },
  ...inquiryStatuses.map((s) => ({ value: s.value, label: s.label })),
  { value: "all", label: "All" },
] as const;

/** The inbox page's data: one page of inquiries, its tabs and views with their counts, its links. */
export function inboxView(
  desk: DeskServices,
  staffId: number,
  searchParams: URLSearchParams,
  now: number,
) {
  const query = parseInboxQuery(searchParams);
  const context = { staffId, today: today(now), ...journeyFilter(desk, query, now) };
  const page = desk.inbox.page(query, context);
  const counts = desk.inbox.counts(query, context);
  const more = counts.capped ? "+" : "";
  const count = (n: number) => `${n.toLocaleString("en-CA")}${n > 0 ? more : ""}`;
  const listSearch = inboxSearch(query, {}, { keepPage: true });
  // Each row's stage and who it waits for (docs/INTAKE.md#stages), for the page's rows only. A row
  // still at the first stage says nothing more than its status and wait already do, so it keeps its
  // one line (docs/DESK.md#the-inbox: at least eight rows on a 1280 × 800 screen).
  const journeys = inboxJourneys(
    desk,
    page.items.map((item) => item.id),
    now,
  );
  const sameAddress = desk.inquiries.othersFromSameAddress(page.items.map((item) => item.id));
  return {
    query,
    rows: page.items.map((item) => ({
      ...inboxRow(item, now, context.today),
      sameAddress: sameAddress.get(item.id),
      journey:
        journeys[item.id]?.stage === "inquiry" && !journeys[item.id]?.flag
          ? undefined
          : journeys[item.id],
      href: `/desk/inquiries/${item.id}${listSearch}`,
    })),
    // What the phone's selects keep when one of them changes (the rest of the list's URL).
    keep: {
      view: [...new URLSearchParams(inboxSearch(query, { view: "everyone" }))],
      status: [...new URLSearchParams(inboxSearch(query, { status: "open" }))],
    },
    views: inboxViews.map((v) => ({
      value: v.value as string,
      label: v.label,
      href: `/desk${inboxSearch(query, { view: v.value })}`,
      count: count(counts.views[v.value]),
      current: query.view === v.value,
    })),
    tabs: statusTabs.map((t) => ({
      value: t.value as string,
      label: t.label,
      href: `/desk${inboxSearch(query, { status: t.value })}`,
      count: count(
        t.value === "open"
          ? counts.open
          : t.value === "all"
            ? counts.all
            : counts.statuses[t.value],
      ),
      current: query.status === t.value,
    })),
    newer: page.newer
      ? `/desk${inboxSearch(query, { after: undefined, before: page.newer })}`
      : null,
    older: page.older
      ? `/desk${inboxSearch(query, { before: undefined, after: page.older })}`
      : null,
    firstPage: Boolean(!query.after && !query.before),
    waiting: counts.views.waiting,
    filtered: isFiltered(query),
    capped: counts.capped,
    staff: desk.staff.activeStaff().map((s) => ({ value: String(s.id), label: s.name })),
    areas: areaCategories,
    sources: referralCategories,
  };
}
