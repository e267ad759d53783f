import { fact, formatFactValue } from "~/content/facts";
import type { TransactionType } from "~/content/fees/real-estate";
import { realEstateDisbursements } from "~/content/fees/real-estate";
import { AsOf } from "../ui/as-of";
import { TableFrame } from "../ui/table-frame";
import { FoldedNote } from "./folded-note";

const typeNames: Record<TransactionType, string> = {
  purchase: "Purchase",
  sale: "Sale",
  refinance: "Refinance",
};

/**
 * The permitted disbursements of LSO Rule 4.2-2.1, with what each usually costs in Ontario and
 * the date and source of that figure, always in view; what each one is folds under its name on a
 * phone.
 */
export function DisbursementTable() {
  return (
    <TableFrame label="Permitted disbursements, paid to third parties at cost and not part of our fee">
      <table className="w-full border-collapse text-left" data-fee-schedule="disbursements">
        <caption className="sr-only">
          Permitted disbursements, paid to third parties at cost and not part of our fee
        </caption>
        <thead className="bg-ink-50 text-sm text-ink-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold md:px-6">
              Disbursement
            </th>
            <th scope="col" className="w-[42%] px-4 py-3 font-semibold md:w-[34%] md:px-6">
              Typical cost
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {realEstateDisbursements.map((d) => {
            const typical = fact(d.typical);
            return (
              <tr key={d.id} data-disbursement={d.id}>
                <th scope="row" className="px-4 py-3 align-top font-normal md:px-6 md:py-4">
                  <FoldedNote name={d.item}>
                    <span className="mt-1 block text-sm text-muted">{d.description}</span>
                    <span className="mt-2 block text-xs font-semibold uppercase tracking-wide text-ink-700">
                      {d.appliesTo.map((t) => typeNames[t]).join(" · ")}
                    </span>
                  </FoldedNote>
                </th>
                <td className="px-4 py-3 align-top text-sm md:px-6 md:py-4">
                  <span className="block font-semibold text-ink-900">
                    {formatFactValue(typical.value)}
                  </span>
                  <span className="mt-1 block text-muted">
                    As of <AsOf facts={[d.typical]} />,{" "}
                    <a
                      href={typical.source.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-ink-700 underline underline-offset-2"
                    >
                      source<span className="sr-only"> for {d.item} (opens in a new tab)</span>
                    </a>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
