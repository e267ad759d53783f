import { lazy } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { DisbursementTable } from "~/components/fees/disbursement-table";
import { FeeTable } from "~/components/fees/fee-table";
import { FeesAtAGlance } from "~/components/fees/fees-at-a-glance";
import { PropertyFeeTable } from "~/components/fees/property-fee-table";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { BookButton, buttonClass } from "~/components/ui/button-link";
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
import { serviceTerms } from "~/content/firm";
import { readOnly } from "~/document/hydration";
import { Piece } from "~/document/piece";
import { Island } from "~/islands/island";
import realEstateFeesIsland from "~/islands/real-estate-fees.tsx?module-url";
import { estimatorFromRequest } from "~/lib/domain/closing-cost-request.server";
import { formatCad } from "~/lib/domain/money";
import { pageMeta } from "~/lib/seo/seo";
import { searchable } from "~/search/handle";
import { pageByPath } from "~/site-map";
import type { Route } from "./+types/fees.real-estate";

const PATH = "/fees/real-estate";
/** The reference tables behind the estimator: every rate, refund and speculation tax by date. */
const TAX_GUIDE = "/knowledge/real-estate/land-transfer-tax";

/**
 * The estimator, for the server's render and a client-side navigation to this page (a chunk that
 * only this page loads). A document load of the page hydrates it as an island instead
 * (app/islands/real-estate-fees.tsx); the fallback holds its space only on a client-side
 * navigation, until the chunk arrives.
 */
const ClosingCostEstimator = lazy(() =>
  import("~/components/fees/closing-costs").then((m) => ({ default: m.ClosingCostEstimator })),
);

/**
 * Indexed by site search: people search for what things cost. The page does not hydrate; its
 * estimator is an island that does (app/islands/island.tsx).
 */
export const handle = { ...searchable, ...readOnly };

export const meta = () => pageMeta(PATH);

/**
 * The closing-cost estimator is a plain GET form. When the prerendered page is built there is no
 * query and this returns null; a GET carrying the estimator's parameters is rendered on request
 * (site-map `rendersQuery`), and this reads them so the server renders the estimate itself.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { estimator: estimatorFromRequest(request) };
}

/**
 * The loader's estimate is for the server's render (no JavaScript, or before hydration); once the
 * page runs, the estimator reads the query itself, so a link to this page with another query
 * never asks the server. (As the visitor types, the estimator writes the query with the History
 * API, which is no navigation at all: app/lib/hooks/use-quote-query-state.ts.)
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/**
 * Answers first (docs/PRODUCT-RULES.md#fees): the page opens with the prices at a glance and one
 * tool that asks the price once: for a buyer the cash needed to close (taxes after refunds, our fee
 * with HST, disbursements), for a sale or refinance our fee with HST; then the schedules, what the
 * fee includes and what is paid to others. The
 * reference tables of land transfer tax (every rate, refund and speculation tax by date) are a
 * guide of their own, linked from here.
 */
export default function RealEstateFees({ loaderData }: Route.ComponentProps) {
  const page = pageByPath(PATH)!;
  const firstBand = propertyPriceBands[0]!;
  const standardRefinance = refinanceOptions[0]!;
  return (
    <>
      <PageHero
        path={PATH}
        eyebrow="Fees"
        heading={page.heading}
        compact
        // On a phone the estimator follows at once: no buttons to jump to them.
        actionsClassName="max-sm:hidden"
        actions={
          <>
            {/* Booking is the filled, first action, the estimator beside it
                (docs/PRODUCT-RULES.md#service-terms). */}
            <BookButton onDark />
            {/* Plain in-page links, so the quote in the URL query stays put. The one answer for a
                buyer, the cash to close, comes first. */}
            <a href="#closing-costs" className={buttonClass("onDarkOutline")}>
              <Icon name="home" className="size-[1.1em] shrink-0" />
              <span>Estimate your costs</span>
            </a>
          </>
        }
        aside={
          <FeesAtAGlance
            label="Our fees at a glance"
            items={[
              { name: "Buying", cents: firstBand.purchaseFeeCents, from: true },
              { name: "Selling", cents: firstBand.saleFeeCents, from: true },
              { name: "Refinancing", cents: standardRefinance.feeCents, from: true },
            ]}
          />
        }
      >
        <p>
          One all-inclusive legal fee for your purchase, sale or refinance, set by the property
          price. All fees are in CAD; 13% HST and the permitted disbursements below are extra.
        </p>
      </PageHero>

      <Section
        id="closing-costs"
        eyebrow="Buying, selling or refinancing? Your costs"
        heading="How much cash you need to close"
        intro={
          <>
            One question at a time, the price once. Buying: tax after refunds, our fee with HST and
            disbursements. Selling or refinancing: our fee with HST. Every rate is in our{" "}
            <a href={TAX_GUIDE} className="text-ink-700 underline underline-offset-4">
              land transfer tax guide
            </a>
            .
          </>
        }
      >
        <Piece fallback={<div className="min-h-[60rem] lg:min-h-[48rem]" />}>
          <Island src={realEstateFeesIsland} part="estimator">
            <ClosingCostEstimator initial={loaderData?.estimator ?? null} />
          </Island>
        </Piece>
      </Section>

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
            We tell you in writing before any applies. A plus sign (+) marks a minimum, confirmed
            once we have seen the documents.
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
              href={TAX_GUIDE}
              className="font-semibold text-ink-700 underline underline-offset-4"
              data-tax-guide-link
            >
              land transfer tax guide
            </a>
            .
          </p>
        </div>
      </Section>

      <CallToAction
        heading="Want a firm quote for your closing?"
        emailSubject="Real estate fee quote"
      >
        <p>
          Send us your agreement or tell us about your transaction, and we will confirm your fee and
          expected disbursements in writing. {serviceTerms.replyTimes}
        </p>
      </CallToAction>
    </>
  );
}
