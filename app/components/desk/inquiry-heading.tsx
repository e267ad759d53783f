import type { InquiryView } from "~/desk/inquiry-view.server";
import { StatusBadge } from "./status-badge";

/** Who wrote, with the status, the area, when it arrived and how long they have waited. */
export function InquiryHeading({ inquiry: i }: { inquiry: InquiryView["inquiry"] }) {
  return (
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
      {i.firstReply ? <p className="mt-1 text-sm text-muted">First reply: {i.firstReply}</p> : null}
    </header>
  );
}
