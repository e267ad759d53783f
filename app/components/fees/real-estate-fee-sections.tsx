import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import {
  additionalRealEstateFees,
  allInclusiveNote,
  extraMortgage,
  notLegalCosts,
  propertyPriceBands,
  realEstateFeeIncludes,
  refinanceOptions,
  refinanceRush,
} from "~/content/fees/real-estate";
import { formatCad } from "~/lib/domain/money";
import { Section } from "../sections/section";
import { DisbursementTable } from "./disbursement-table";
import { FeeTable } from "./fee-table";
import { PropertyFeeTable } from "./property-fee-table";

/**
 * The bands of /fees/real-estate after its estimator: the fee schedule (by property price, the
 * refinances, the extras) and what the fee covers, with what is paid to others at cost
 * (docs/PRODUCT-RULES.md#fees). Every amount comes from the fee data.
 */
export function RealEstateFeeSchedule() {
  const firstBand = propertyPriceBands[0]!;
  return (
    <Section
      id="schedule"
      eyebrow="Our fees"
      heading="Fees for buying, selling and refinancing"
      intro={`By property price. Each band includes its upper price: ${formatCad(firstBand.maxPriceCents)} is in the first, ${formatCad(firstBand.maxPriceCents + 1)} in the second.`}
    >
      <div className="grid gap-8 lg:grid-cols-[1.3fr_1fr] lg:items-start">
        {/* min-w-0: a wide table scrolls in its frame instead of widening the page (WCAG 1.4.10). */}
        <div id="purchase-sale" className="min-w-0 scroll-mt-24">
          <h3 className="sr-only">Purchase and sale</h3>
          <PropertyFeeTable />
          <p className="mt-3 text-[0.95rem]">
            Includes one new mortgage on a purchase, or one discharge on a sale; each further
            mortgage or line of credit is{" "}
            <strong className="text-ink-900">{formatCad(extraMortgage.feeCents)}</strong>.
          </p>
        </div>
        <div id="refinance" className="min-w-0 scroll-mt-24">
          <h3 className="mb-3 text-2xl font-semibold">Refinancing and private mortgages</h3>
          <p className="mb-4 text-[0.95rem] text-muted max-sm:hidden">
            One fee by kind of refinance, whatever the property's price.
          </p>
          <FeeTable
            caption="Refinance fees, before HST"
            serviceHeading="Refinance"
            foldNotes
            rows={[
              ...refinanceOptions.map((o) => ({
                id: o.id,
                name: o.label,
                note: o.description,
                fee: formatCad(o.feeCents),
              })),
              {
                id: refinanceRush.id,
                name: refinanceRush.label,
                note: "Added to any refinance that must fund within 7 business days.",
                fee: formatCad(refinanceRush.feeCents),
              },
              {
                id: extraMortgage.id,
                name: extraMortgage.label,
                note: "Beyond the new mortgage and the one discharge your refinance fee includes.",
                fee: formatCad(extraMortgage.feeCents),
              },
            ]}
          />
        </div>
      </div>
      <div id="additional" className="mt-12 scroll-mt-24">
        <h3 className="text-2xl font-semibold">Extras, only when your matter needs them</h3>
        <p className="mt-2 mb-4 max-w-3xl text-[0.95rem] text-muted">
          We tell you in writing before any applies. A plus sign (+) marks a minimum, confirmed once
          we have seen the documents.
        </p>
        <FeeTable
          caption="Additional real estate fees, before HST. A plus sign marks a minimum fee."
          foldNotes
          rows={additionalRealEstateFees.map((f) => ({
            id: f.id,
            name: f.service,
            note: f.note,
            fee: f.minimum ? (
              <>
                {formatCad(f.feeCents)}+<span className="sr-only"> minimum</span>
              </>
            ) : (
              formatCad(f.feeCents)
            ),
          }))}
        />
      </div>
    </Section>
  );
}

/** What the fee includes, as the Law Society requires it said, and the disbursements at cost. */
export function WhatTheFeeCovers({ taxGuide }: { taxGuide: string }) {
  return (
    <Section
      id="included"
      eyebrow="What the fee covers"
      heading="All-inclusive pricing, as the Law Society requires"
      tone="white"
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_1.1fr]">
        <CheckList
          items={realEstateFeeIncludes}
          size="md"
          className="space-y-2 text-[0.95rem] md:space-y-3 md:text-base"
        />
        <div className="space-y-4 rounded-card border border-line bg-paper p-6">
          <p className="flex gap-3 font-semibold text-ink-900">
            <Icon name="info" className="mt-0.5 size-5 shrink-0 text-brass-700" />
            <span>13% HST is extra on every fee on this page.</span>
          </p>
          <p className="text-[0.95rem]" data-all-inclusive-note>
            {allInclusiveNote}
          </p>
          <p className="text-[0.95rem] text-muted">{notLegalCosts}</p>
        </div>
      </div>
      <div id="disbursements" className="mt-12 scroll-mt-24">
        <h3 className="text-2xl font-semibold">What is paid to others, at cost</h3>
        <p className="mt-2 mb-4 max-w-3xl text-[0.95rem] text-muted">
          Not part of our fee: we pay them for you and list each on your statement. Typical costs
          are a guide, checked on the date shown.
        </p>
        {/* On a phone the table is a tap away (every disbursement is named just above, in the
            all-inclusive note); from 768 px it always shows (`.fee-note`, app/app.css). */}
        <details className="fee-note group/typical">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-ink-700 md:hidden [&::-webkit-details-marker]:hidden">
            <Icon
              name="chevronDown"
              className="size-4 shrink-0 text-brass-700 transition-transform group-open/typical:rotate-180"
            />
            The typical cost of each, and when we checked it
          </summary>
          <DisbursementTable />
        </details>
        <p className="mt-5 max-w-3xl text-[0.95rem]">
          Land transfer tax rates by closing date, the first-time buyer refund and rebate, and the
          speculation taxes on foreign buyers are set out in full, with their sources, in our{" "}
          <a
            href={taxGuide}
            className="font-semibold text-ink-700 underline underline-offset-4"
            data-tax-guide-link
          >
            land transfer tax guide
          </a>
          .
        </p>
      </div>
    </Section>
  );
}
