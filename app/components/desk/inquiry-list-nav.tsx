import type { InquiryView } from "~/desk/inquiry-view.server";
import { InboxRowLink } from "./inbox-row-link";

/** The list the inquiry was opened from, beside it from 1024 px (docs/DESK.md#working-an-inquiry). */
export function InquiryListNav({
  list,
  currentId,
}: {
  list: InquiryView["list"];
  currentId: number;
}) {
  return (
    <nav
      aria-label="Inquiries in this list"
      className="sticky top-4 hidden max-h-[calc(100vh-2rem)] overflow-y-auto rounded-card border border-line bg-white p-2 lg:block"
    >
      <ol className="divide-y divide-line">
        {list.map((row) => (
          <li key={row.id}>
            <InboxRowLink row={row} href={row.href} current={row.id === currentId} compact />
          </li>
        ))}
      </ol>
    </nav>
  );
}
