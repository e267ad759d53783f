import { memo } from "react";
import type { InboxRow } from "~/desk/inbox-labels";
import { InboxRowLink } from "./inbox-row-link";

/**
 * The inquiries, each with its tick box for the actions on several. Memoised: ticking a row
 * changes only how many are ticked (`onTicked`), so the toolbar redraws and the rows do not
 * (Interaction to Next Paint, docs/PERFORMANCE.md#interactions).
 */
export const InboxRows = memo(function InboxRows({
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
