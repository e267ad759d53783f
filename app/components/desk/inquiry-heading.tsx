import type { RefObject } from "react";
import { Link } from "react-router";
import type { InquiryView } from "~/desk/inquiry-view.server";
import { KeyboardHelp } from "./keyboard-help";
import { StatusBadge } from "./status-badge";

const navLink = "min-h-11 content-center font-semibold text-ink-700 underline";

/**
 * The top of the inquiry page: the way back to the list, the previous and next inquiry of that
 * list, the keys, and who wrote, with the status, the area and how long they have waited.
 */
export function InquiryHeading({
  inquiry: i,
  listHref,
  previous,
  next,
  helpRef,
}: {
  inquiry: InquiryView["inquiry"];
  listHref: string;
  previous: string | null;
  next: string | null;
  helpRef: RefObject<HTMLDialogElement | null>;
}) {
  return (
    <>
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
      <header>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl md:text-3xl">{i.name}</h1>
          <StatusBadge status={i.status} label={i.statusLabel} />
          {i.suspectedSpam ? (
            <span className="rounded-pill bg-danger-50 px-2.5 py-0.5 text-xs font-semibold text-danger-700">
              Suspected spam
            </span>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-body">
          #{i.id} · {i.area} · received {i.received}
          {i.waited ? (
            <span className={`font-semibold ${i.overdue ? "text-danger-700" : "text-muted"}`}>
              {" "}
              · {i.waited}
              {i.overdue ? " (more than one business day)" : ""}
            </span>
          ) : null}
        </p>
        {i.firstReply ? (
          <p className="mt-1 text-sm text-muted">First reply: {i.firstReply}</p>
        ) : null}
      </header>
    </>
  );
}
