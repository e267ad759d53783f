import { type RefObject, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { fieldStyles } from "~/components/forms/field-styles";
import { type InboxQuery, inboxSearch } from "~/desk/inbox-query";
import { deskButton } from "./desk-button";
import { KeyboardHelp } from "./keyboard-help";

/**
 * The inbox's heading, its search and the keys (docs/DESK.md#the-inbox): the list follows what is
 * typed, and the URL keeps it; without scripting the search is a plain GET form.
 */
export function InboxSearch({
  query,
  searchRef,
  helpRef,
}: {
  query: InboxQuery;
  searchRef: RefObject<HTMLInputElement | null>;
  helpRef: RefObject<HTMLDialogElement | null>;
}) {
  const navigate = useNavigate();
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
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
  return (
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
        {query.view !== "everyone" ? <input type="hidden" name="view" value={query.view} /> : null}
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
  );
}
