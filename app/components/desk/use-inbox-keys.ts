import { type RefObject, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { isTyping, statusForKey } from "~/desk/desk-keys";
import { useSubmissionKey, withSubmissionKey } from "./submission-key";
import type { DeskFetcher } from "./use-auto-submit";

/**
 * The inbox's keys (docs/DESK.md#keyboard): j and k along the rows, / to the search, ? for the list
 * of keys, x to tick a row, r to reply to it, and a status's key to mark it.
 */
export function useInboxKeys(
  rows: unknown,
  fetcher: DeskFetcher,
  searchRef: RefObject<HTMLInputElement | null>,
  helpRef: RefObject<HTMLDialogElement | null>,
) {
  const navigate = useNavigate();
  // A status key posts with this rendering's key, like the forms of the page.
  const submissionKey = useSubmissionKey();

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
  }, [navigate, fetcher.submit, submissionKey, searchRef, helpRef]);
}
