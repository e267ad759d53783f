import type { ReactNode } from "react";
import { FoldedNote } from "./folded-note";

export interface FeeTableRow {
  id: string;
  name: ReactNode;
  note?: ReactNode;
  /** Already formatted with formatCad, with a trailing "+" for a minimum. */
  fee: ReactNode;
}

/**
 * A two-column schedule (service, fee) used by every simple fee list: refinance items, additional
 * real estate fees, estate add-ons. Reads well at 390 px: the note sits under the service name.
 * With `foldNotes`, a long list stays short on a phone: each note opens from its service's name
 * (<details>), and from 768 px up every note shows (app/app.css, `.fee-note`).
 */
export function FeeTable({
  caption,
  serviceHeading = "Service",
  feeHeading = "Fee",
  rows,
  foldNotes = false,
}: {
  caption: ReactNode;
  serviceHeading?: string;
  feeHeading?: string;
  rows: readonly FeeTableRow[];
  foldNotes?: boolean;
}) {
  return (
    <div className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-50 text-sm text-ink-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold md:px-6">
              {serviceHeading}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold md:px-6">
              {feeHeading}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.id} data-fee-row={row.id}>
              <th
                scope="row"
                className={`px-4 align-top font-normal md:px-6 ${foldNotes ? "py-2.5 md:py-4" : "py-4"}`}
              >
                {foldNotes && row.note ? (
                  <FoldedNote name={row.name}>
                    <span className="mt-1 block text-sm text-muted">{row.note}</span>
                  </FoldedNote>
                ) : (
                  <>
                    <span className="block font-semibold text-ink-900">{row.name}</span>
                    {row.note ? (
                      <span className="mt-1 block text-sm text-muted">{row.note}</span>
                    ) : null}
                  </>
                )}
              </th>
              <td
                className={`whitespace-nowrap px-4 text-right align-top font-semibold tabular-nums text-ink-900 md:px-6 ${foldNotes ? "py-2.5 md:py-4" : "py-4"}`}
              >
                {row.fee}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
