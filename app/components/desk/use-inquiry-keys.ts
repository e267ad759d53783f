import { type RefObject, useEffect } from "react";
import { useNavigate } from "react-router";
import { isTyping, statusForKey } from "~/desk/desk-keys";
import { useSubmissionKey, withSubmissionKey } from "./submission-key";
import type { DeskFetcher } from "./use-auto-submit";

/**
 * The inquiry page's keys (docs/DESK.md#keyboard): j and k for the next and previous inquiry, u
 * back to the list, ? for the list of keys, r or / to the reply, and a status's key to mark it.
 */
export function useInquiryKeys(
  page: {
    next: string | null;
    previous: string | null;
    listHref: string;
    moves: readonly { value: string }[];
  },
  fetcher: DeskFetcher,
  helpRef: RefObject<HTMLDialogElement | null>,
) {
  const navigate = useNavigate();
  // A status key posts with this rendering's key, like the forms of the page.
  const submissionKey = useSubmissionKey();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event)) return;
      if (document.querySelector("dialog[open]")) return;
      const status = statusForKey(event.key);
      if (event.key === "j" && page.next) navigate(page.next);
      else if (event.key === "k" && page.previous) navigate(page.previous);
      else if (event.key === "u") navigate(page.listHref);
      else if (event.key === "?") helpRef.current?.showModal();
      else if (event.key === "r" || event.key === "/") {
        // The reply's message (docs/DESK.md#keyboard); a selector list would pick whichever comes
        // first on the page, the template choice above it.
        const field =
          document.querySelector<HTMLElement>("#reply textarea") ??
          document.querySelector<HTMLElement>("#reply select");
        if (!field) return;
        document.getElementById("reply")?.scrollIntoView();
        field.focus();
      } else if (status && page.moves.some((m) => m.value === status))
        fetcher.submit(withSubmissionKey({ intent: "status", status }, submissionKey), {
          method: "post",
        });
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [
    navigate,
    fetcher.submit,
    page.next,
    page.previous,
    page.listHref,
    page.moves,
    helpRef,
    submissionKey,
  ]);
}
