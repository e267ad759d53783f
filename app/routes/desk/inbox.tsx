import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { deskButton } from "~/components/desk/desk-button";
import { InboxBulkActions } from "~/components/desk/inbox-bulk-actions";
import { InboxFilters } from "~/components/desk/inbox-filters";
import { InboxRows } from "~/components/desk/inbox-rows";
import { InboxSearch } from "~/components/desk/inbox-search";
import { InboxTabNav } from "~/components/desk/inbox-tab-nav";
import { InboxTabSelect } from "~/components/desk/inbox-tab-select";
import { useInboxKeys } from "~/components/desk/use-inbox-keys";
import type { DeskAnswer } from "~/desk/desk-forms";
import { requireStaff, requireStaffAction } from "~/desk/desk-guard";
import { deskMeta } from "~/desk/desk-meta";
import { actOnce } from "~/desk/desk-once.server";
import { bulkAction } from "~/desk/inbox-intents.server";
import { inboxView } from "~/desk/inbox-view.server";
import type { Route } from "./+types/inbox";

export const meta = () => deskMeta("Inbox");

export function loader(args: Route.LoaderArgs) {
  const { desk, session } = requireStaff(args);
  return inboxView(desk, session.staff.id, args.url.searchParams, Date.now());
}

/** The actions on several inquiries at once (docs/DESK.md#actions-on-several-inquiries). */
export async function action(args: Route.ActionArgs) {
  const signedIn = requireStaffAction(args);
  // The same post twice acts once (docs/DESK.md#every-action-once).
  return actOnce(
    {
      desk: signedIn.desk,
      staffId: signedIn.session.staff.id,
      request: args.request,
      url: args.url,
    },
    () => bulkAction(args.request, signedIn),
  );
}

/** What the list holds, in a sentence: how many, matching what, and how many wait for a reply. */
function listSummary(page: Route.ComponentProps["loaderData"]): string {
  const { rows, query } = page;
  return rows.length === 0
    ? page.filtered
      ? "No inquiries match this search."
      : "No inquiries here."
    : `${rows.length} ${rows.length === 1 ? "inquiry" : "inquiries"}${page.older || !page.firstPage ? " on this page" : ""}${query.q ? ` matching “${query.q}”` : ""}. ${
        page.waiting === 0
          ? "Every inquiry has had a first reply."
          : `${page.waiting} ${page.waiting === 1 ? "inquiry is" : "inquiries are"} waiting for a first reply.`
      }`;
}

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { query, rows, views, tabs } = loaderData;
  const fetcher = useFetcher<DeskAnswer>();
  const answer: DeskAnswer | undefined = fetcher.data ?? (actionData as DeskAnswer | undefined);
  const searchRef = useRef<HTMLInputElement>(null);
  const helpRef = useRef<HTMLDialogElement>(null);
  // How many rows are ticked: with scripting, the actions on several show once one is.
  const [selected, setSelected] = useState(0);
  // After an action the ticks are cleared (the form is reset): count again.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data)
      setSelected(document.querySelectorAll("[data-id] input[type=checkbox]:checked").length);
  }, [fetcher.state, fetcher.data]);
  useInboxKeys(rows, fetcher, searchRef, helpRef);

  return (
    <>
      <InboxSearch query={query} searchRef={searchRef} helpRef={helpRef} />

      <div className="mt-3 flex gap-2 border-b border-line pb-2 sm:hidden">
        <InboxTabSelect name="view" label="View" tabs={views} keep={loaderData.keep.view} />
        <InboxTabSelect name="status" label="Status" tabs={tabs} keep={loaderData.keep.status} />
      </div>
      <InboxTabNav label="Views" tabs={views} className="mt-3 hidden sm:block" />
      <InboxTabNav
        label="Status"
        tabs={tabs}
        className="mt-1 hidden border-b border-line pb-1 sm:block"
      />

      <InboxBulkActions
        fetcher={fetcher}
        answer={answer}
        selected={selected}
        staff={loaderData.staff}
        summary={listSummary(loaderData)}
      />

      <h2 className="sr-only">Inquiries</h2>
      <InboxRows rows={rows} onTicked={setSelected} />
      {loaderData.newer || loaderData.older ? (
        <nav aria-label="Pages" className="mt-4 flex flex-wrap gap-3">
          {loaderData.newer ? (
            <Link to={loaderData.newer} className={deskButton.secondary}>
              Previous page
            </Link>
          ) : null}
          {loaderData.older ? (
            <Link to={loaderData.older} className={deskButton.secondary}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}

      <InboxFilters query={query} areas={loaderData.areas} sources={loaderData.sources} />
    </>
  );
}
