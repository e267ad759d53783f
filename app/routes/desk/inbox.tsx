import { getFormProps } from "@conform-to/react";
import { memo, useEffect, useRef, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { deskButton } from "~/components/desk/desk-button";
import { InboxJourneyFilters } from "~/components/desk/inbox-journey-filters";
import { InboxRowLink } from "~/components/desk/inbox-row-link";
import { InboxTabSelect } from "~/components/desk/inbox-tab-select";
import { KeyboardHelp } from "~/components/desk/keyboard-help";
import {
  SubmissionKey,
  useSubmissionKey,
  withSubmissionKey,
} from "~/components/desk/submission-key";
import { fieldStyles } from "~/components/forms/field-styles";
import { SelectField } from "~/components/forms/select-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { bulkForms, type DeskAnswer } from "~/desk/desk-forms";
import { requireStaff, requireStaffAction } from "~/desk/desk-guard";
import { isTyping, statusForKey } from "~/desk/desk-keys";
import { deskMeta } from "~/desk/desk-meta";
import { actOnce } from "~/desk/desk-once.server";
import { bulkAction } from "~/desk/inbox-intents.server";
import type { InboxRow } from "~/desk/inbox-labels";
import { hasListFilters, type InboxQuery, inboxSearch } from "~/desk/inbox-query";
import { inboxView } from "~/desk/inbox-view.server";
import { inquiryStatuses } from "~/desk/inquiry-status";
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

/** The bulk form's fields as the page holds them (the schema turns them into numbers). */
type BulkValues = { ids: string[]; assignee: string; status: string };

const tabClass = (current: boolean) =>
  `inline-flex min-h-10 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-pill px-2.5 text-sm font-semibold sm:min-h-11 sm:px-3 ${
    current ? "bg-ink-900 text-white" : "text-ink-800 hover:bg-ink-100"
  }`;

/** A row of links to views of the list, each with its count; the current one marked for screen readers. */
function TabNav({
  label,
  tabs,
  className,
}: {
  label: string;
  tabs: { label: string; href: string; current: boolean; count: string }[];
  className: string;
}) {
  return (
    // Every tab in view at any width: they wrap rather than scroll sideways, where a phone would
    // hide "Consultation booked" past the edge (docs/DESK.md#on-a-phone).
    <nav aria-label={label} className={`-mx-1 ${className}`}>
      <ul className="flex flex-wrap gap-1 px-1">
        {tabs.map((t) => (
          <li key={t.label}>
            <Link
              to={t.href}
              className={tabClass(t.current)}
              aria-current={t.current ? "page" : undefined}
            >
              {t.label} <span className="tabular-nums opacity-80">{t.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { query, rows, views, tabs } = loaderData;
  const navigate = useNavigate();
  const fetcher = useFetcher<DeskAnswer>();
  // A status key posts with this rendering's key, like the forms of the page.
  const submissionKey = useSubmissionKey();
  const answer: DeskAnswer | undefined = fetcher.data ?? (actionData as DeskAnswer | undefined);
  const searchRef = useRef<HTMLInputElement>(null);
  const helpRef = useRef<HTMLDialogElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  // How many rows are ticked: with scripting, the actions on several show once one is.
  const [selected, setSelected] = useState(0);
  const [form, fields] = useSchemaForm<BulkValues>(bulkForms, {
    id: "inbox-bulk",
    lastResult: fetcher.state === "idle" ? answer?.result : undefined,
    // What a reset after each action returns the choices to (without it Conform leaves the
    // selects with no option chosen, showing blank).
    defaultValue: { assignee: "", status: "" },
  });

  // Search as you type: the list follows what is typed, and the URL keeps it (replacing, so Back
  // leaves the inbox instead of stepping through every letter).
  const searchFor = (q: string) => {
    clearTimeout(typing.current);
    typing.current = setTimeout(() => {
      const next: InboxQuery = { ...query, q: q.trim() || undefined };
      navigate(`/desk${inboxSearch(next, { after: undefined, before: undefined })}`, {
        replace: true,
        preventScrollReset: true,
      });
    }, 150);
  };
  useEffect(() => () => clearTimeout(typing.current), []);
  // After an action the ticks are cleared (the form is reset): count again.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data)
      setSelected(document.querySelectorAll("[data-id] input[type=checkbox]:checked").length);
  }, [fetcher.state, fetcher.data]);

  // After a key sets a row's status, the list comes back without that row when it left the tab:
  // the focus goes to the row that took its place (or the new last one), so the next j, k or
  // digit carries on from there instead of from the top (docs/DESK.md#keyboard).
  const refocusAt = useRef<number | null>(null);
  useEffect(() => {
    const at = refocusAt.current;
    if (at === null || rows === undefined || fetcher.state !== "idle") return;
    refocusAt.current = null;
    const links = document.querySelectorAll<HTMLAnchorElement>("[data-row-link]");
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    links[Math.min(at, links.length - 1)]?.focus();
  }, [rows, fetcher.state]);

  useEffect(() => {
    const rowLinks = () => [...document.querySelectorAll<HTMLAnchorElement>("[data-row-link]")];
    const currentRow = () => {
      const active = document.activeElement;
      return rowLinks().findIndex((a) => a === active || a.closest("li")?.contains(active));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event)) return;
      if (document.querySelector("dialog[open]")) return;
      const links = rowLinks();
      const at = currentRow();
      const row = at >= 0 ? links[at] : undefined;
      const status = statusForKey(event.key);
      if (event.key === "j" || event.key === "k") {
        const next =
          at < 0 ? 0 : Math.min(links.length - 1, Math.max(0, at + (event.key === "j" ? 1 : -1)));
        links[next]?.focus();
      } else if (event.key === "/") {
        searchRef.current?.focus();
        searchRef.current?.select();
      } else if (event.key === "?") {
        helpRef.current?.showModal();
      } else if (event.key === "x" && row) {
        row.closest("li")?.querySelector<HTMLInputElement>("input[type=checkbox]")?.click();
      } else if (event.key === "r" && row) {
        navigate(`${row.getAttribute("href")}#reply`);
      } else if (status && row) {
        const id = row.closest("li")?.dataset.id;
        if (id) {
          refocusAt.current = at;
          fetcher.submit(withSubmissionKey({ intent: "status", ids: id, status }, submissionKey), {
            method: "post",
          });
        }
      } else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [navigate, fetcher.submit, submissionKey]);

  const errors = [
    ...(form.errors ?? []),
    ...(fields.ids.errors ?? []),
    ...(fields.status.errors ?? []),
  ];
  const busy = fetcher.state !== "idle";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h1 className="text-2xl md:text-3xl">Inbox</h1>
        <form
          method="get"
          role="search"
          aria-label="Inquiries"
          className="flex min-w-0 flex-1 basis-72 items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            searchFor(searchRef.current?.value ?? "");
          }}
        >
          {query.view !== "everyone" ? (
            <input type="hidden" name="view" value={query.view} />
          ) : null}
          {query.status !== "open" ? (
            <input type="hidden" name="status" value={query.status} />
          ) : null}
          <label htmlFor="inbox-search" className="sr-only">
            Search names, e-mail, phone and messages
          </label>
          <input
            ref={searchRef}
            id="inbox-search"
            type="search"
            name="q"
            defaultValue={query.q ?? ""}
            placeholder="Search names, e-mail, phone, messages"
            autoComplete="off"
            maxLength={200}
            onChange={(event) => searchFor(event.currentTarget.value)}
            className={fieldStyles.desk.control}
          />
          {/* Its own width: the desk breaks long words anywhere (e-mail addresses), which would
              otherwise let the field squeeze this label onto two lines. */}
          <button type="submit" className={`${deskButton.secondary} shrink-0`}>
            Search
          </button>
        </form>
        <KeyboardHelp dialogRef={helpRef} />
      </div>

      <div className="mt-3 flex gap-2 border-b border-line pb-2 sm:hidden">
        <InboxTabSelect name="view" label="View" tabs={views} keep={loaderData.keep.view} />
        <InboxTabSelect name="status" label="Status" tabs={tabs} keep={loaderData.keep.status} />
      </div>
      <TabNav label="Views" tabs={views} className="mt-3 hidden sm:block" />
      <TabNav
        label="Status"
        tabs={tabs}
        className="mt-1 hidden border-b border-line pb-1 sm:block"
      />

      <fetcher.Form
        method="post"
        {...getFormProps(form)}
        className="mt-2 flex flex-wrap items-end gap-2"
        aria-label="Act on the selected inquiries"
        data-bulk
        data-empty={selected === 0 && !errors.length ? "" : undefined}
      >
        <SubmissionKey />
        {selected > 0 ? (
          <p className="w-full text-sm font-semibold text-ink-900 md:w-auto md:self-center md:pr-2">
            {selected} selected
          </p>
        ) : null}
        <SelectField
          field={fields.assignee}
          label="Assign selected to"
          options={[{ value: "", label: "Nobody (unassign)" }, ...loaderData.staff]}
          appearance="desk"
          className="w-56"
        />
        <button
          type="submit"
          name="intent"
          value="assign"
          className={deskButton.secondary}
          disabled={busy}
        >
          Assign
        </button>
        <SelectField
          field={fields.status}
          label="Mark selected as"
          options={inquiryStatuses.map((s) => ({ value: s.value, label: s.label }))}
          placeholder="Choose a status"
          appearance="desk"
          className="w-52"
        />
        <button
          type="submit"
          name="intent"
          value="status"
          className={deskButton.secondary}
          disabled={busy}
        >
          Change status
        </button>
        <button
          type="submit"
          name="intent"
          value="spam"
          className={deskButton.secondary}
          disabled={busy}
        >
          Mark as spam
        </button>
      </fetcher.Form>
      {errors.length ? (
        <p
          role="alert"
          className="mt-2 rounded-card bg-danger-50 p-3 font-semibold text-danger-700"
        >
          {errors.join(" ")}
        </p>
      ) : null}
      <div role="status" className="mt-2 text-sm">
        {answer && !errors.length ? (
          <p
            className={`rounded-card p-3 font-semibold ${answer.ok ? "bg-success-50 text-success-700" : "bg-danger-50 text-danger-700"}`}
          >
            {answer.message}
          </p>
        ) : null}
        <p className="text-muted">
          {rows.length === 0
            ? loaderData.filtered
              ? "No inquiries match this search."
              : "No inquiries here."
            : `${rows.length} ${rows.length === 1 ? "inquiry" : "inquiries"}${loaderData.older || !loaderData.firstPage ? " on this page" : ""}${query.q ? ` matching “${query.q}”` : ""}. ${
                loaderData.waiting === 0
                  ? "Every inquiry has had a first reply."
                  : `${loaderData.waiting} ${loaderData.waiting === 1 ? "inquiry is" : "inquiries are"} waiting for a first reply.`
              }`}
        </p>
      </div>

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

      <details
        className="mt-6 rounded-card border border-line bg-white p-4"
        open={hasListFilters(query)}
      >
        <summary className="cursor-pointer font-semibold text-ink-900">
          Filter by area, source, consultation, stage or date, or export as CSV
        </summary>
        <form method="get" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {query.view !== "everyone" ? (
            <input type="hidden" name="view" value={query.view} />
          ) : null}
          {query.status !== "open" ? (
            <input type="hidden" name="status" value={query.status} />
          ) : null}
          {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
          <label className="block">
            <span className={fieldStyles.desk.label}>Practice area</span>
            <select
              name="area"
              defaultValue={query.area ?? ""}
              className={fieldStyles.desk.control}
            >
              <option value="">All areas</option>
              {loaderData.areas.map((a) => (
                <option key={a.key} value={a.key}>
                  {a.label}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className={fieldStyles.desk.label}>How they heard of us</span>
            <select
              name="source"
              defaultValue={query.source ?? ""}
              className={fieldStyles.desk.control}
            >
              <option value="">All sources</option>
              {loaderData.sources.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          <InboxJourneyFilters query={query} />
          <label className="block">
            <span className={fieldStyles.desk.label}>Received from</span>
            <input
              type="date"
              name="from"
              defaultValue={query.from ?? ""}
              className={fieldStyles.desk.control}
            />
          </label>
          <label className="block">
            <span className={fieldStyles.desk.label}>Received until</span>
            <input
              type="date"
              name="to"
              defaultValue={query.to ?? ""}
              className={fieldStyles.desk.control}
            />
          </label>
          <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
            <button type="submit" className={deskButton.primary}>
              Show inquiries
            </button>
            <Link to="/desk" className={deskButton.secondary}>
              Clear
            </Link>
          </div>
        </form>
        <form method="post" action="/desk/inquiries.csv" className="mt-4">
          {(["status", "q", "area", "source", "from", "to"] as const).map((name) =>
            query[name] ? <input key={name} type="hidden" name={name} value={query[name]} /> : null,
          )}
          <button type="submit" className={deskButton.secondary}>
            Export these as CSV
          </button>
        </form>
      </details>
    </>
  );
}

/**
 * The inquiries, each with its tick box for the actions on several. Memoised: ticking a row
 * changes only how many are ticked (`onTicked`), so the toolbar redraws and the rows do not
 * (Interaction to Next Paint, docs/PERFORMANCE.md#interactions).
 */
const InboxRows = memo(function InboxRows({
  rows,
  onTicked,
}: {
  rows: readonly (InboxRow & { href: string })[];
  /** Called with the number of rows ticked, after each change. */
  onTicked: (count: number) => void;
}) {
  return (
    <ol
      className="mt-1 divide-y divide-line"
      onChange={(event) =>
        onTicked(event.currentTarget.querySelectorAll("input[type=checkbox]:checked").length)
      }
    >
      {rows.map((row) => (
        <li key={row.id} data-id={row.id} className="flex items-start gap-2">
          <input
            type="checkbox"
            name="ids"
            value={row.id}
            form="inbox-bulk"
            aria-label={`Select ${row.name}`}
            className="mt-3 size-5 shrink-0"
          />
          <div className="min-w-0 flex-1">
            <InboxRowLink row={row} href={row.href} />
          </div>
        </li>
      ))}
    </ol>
  );
});
