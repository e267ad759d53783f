import type { RefObject } from "react";
import { Link } from "react-router";
import { KeyboardHelp } from "./keyboard-help";

const navLink = "min-h-11 content-center font-semibold text-ink-700 underline";

/**
 * The way back to the list the inquiry was opened from, its previous and next inquiry, and the
 * keys (docs/DESK.md#an-inquiry).
 */
export function InquiryPager({
  listHref,
  previous,
  next,
  helpRef,
}: {
  listHref: string;
  previous: string | null;
  next: string | null;
  helpRef: RefObject<HTMLDialogElement | null>;
}) {
  return (
    <nav aria-label="Inquiry" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <Link to={listHref} className={navLink}>
        ← Inbox
      </Link>
      {previous ? (
        <Link to={previous} rel="prev" className={navLink}>
          Previous
        </Link>
      ) : null}
      {next ? (
        <Link to={next} rel="next" className={navLink}>
          Next
        </Link>
      ) : null}
      <KeyboardHelp dialogRef={helpRef} />
    </nav>
  );
}
