import { aboveTopBand, propertyPriceBands } from "~/content/fees/real-estate";
import { formatCad } from "~/lib/domain/money";
import { TableFrame } from "../ui/table-frame";

/** Purchase and sale fees by property price band, edges written out in full (docs/PRODUCT-RULES.md#fees). */
export function PropertyFeeTable() {
  const top = propertyPriceBands.at(-1)!;
  const step = `Add ${formatCad(aboveTopBand.stepFeeCents)} for each further ${formatCad(aboveTopBand.stepPriceCents)} or part of it`;
  return (
    <TableFrame label="Purchase and sale fees by property price, before HST">
      <table className="w-full border-collapse text-left" data-fee-schedule="purchase-sale">
        <caption className="sr-only">Purchase and sale fees by property price, before HST</caption>
        <thead className="bg-ink-50 text-sm text-ink-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold md:px-6">
              Property price
            </th>
            <th scope="col" className="px-3 py-3 text-right font-semibold md:px-6">
              Purchase
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold md:px-6">
              Sale
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line tabular-nums">
          {propertyPriceBands.map((band, i) => {
            const from = i === 0 ? null : propertyPriceBands[i - 1]!.maxPriceCents + 1;
            return (
              <tr key={band.id} data-band={band.id}>
                <th scope="row" className="px-4 py-3.5 font-normal text-ink-900 md:px-6">
                  {from === null ? (
                    <>Up to {formatCad(band.maxPriceCents)}</>
                  ) : (
                    <>
                      {formatCad(from)}{" "}
                      <span className="whitespace-nowrap">to {formatCad(band.maxPriceCents)}</span>
                    </>
                  )}
                </th>
                <td className="px-3 py-3.5 text-right font-semibold text-ink-900 md:px-6">
                  {formatCad(band.purchaseFeeCents)}
                </td>
                <td className="px-4 py-3.5 text-right font-semibold text-ink-900 md:px-6">
                  {formatCad(band.saleFeeCents)}
                </td>
              </tr>
            );
          })}
          <tr data-band={aboveTopBand.id}>
            <th scope="row" className="px-4 py-3.5 font-normal text-ink-900 md:px-6">
              Above {formatCad(top.maxPriceCents)}
            </th>
            <td colSpan={2} className="px-4 py-3.5 text-right text-ink-900 md:px-6">
              {step}
            </td>
          </tr>
        </tbody>
      </table>
    </TableFrame>
  );
}
