import { Section } from "~/components/sections/section";
import {
  type FamilyLawFee,
  familyLawFeeExclusions,
  familyLawFees,
} from "~/content/fees/family-law";
import { formatCad, formatCadRange } from "~/lib/domain/money";
import { FeeCard } from "./fee-card";

function feeText(fee: FamilyLawFee): string {
  if (fee.kind === "fixed") return formatCad(fee.amount, { cents: fee.showCents });
  if (fee.kind === "range") return formatCadRange(fee.from, fee.to);
  return fee.label;
}

/** The family law page's fees: one card per service, then what none of them includes. */
export function FamilyLawFees() {
  return (
    <Section
      id="fees"
      eyebrow="Fees"
      heading="Family law fees"
      intro="All fees are in Canadian dollars. 13% HST is extra, and court and government fees are not included."
      tone="white"
    >
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-4" data-family-fees>
        {familyLawFees.map((fee) => (
          <FeeCard
            key={fee.id}
            id={fee.id}
            size="sm"
            service={fee.service}
            price={feeText(fee)}
            priceNote={fee.kind !== "free" ? "plus HST" : null}
            description={fee.includes}
          />
        ))}
      </ul>
      <div className="mt-8 max-w-3xl rounded-card border border-line bg-paper p-6">
        <h3 className="text-lg font-semibold">Not included in these fees</h3>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {familyLawFeeExclusions.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
