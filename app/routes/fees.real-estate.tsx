import { lazy } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { DisbursementTable } from "~/components/fees/disbursement-table";
import { FeeTable } from "~/components/fees/fee-table";
import { PropertyFeeTable } from "~/components/fees/property-fee-table";
import { RealEstateQuoteCalculator } from "~/components/fees/real-estate-quote-calculator";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { buttonClass } from "~/components/ui/button-link";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import { Piece } from "~/components/ui/piece";
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
import { estimatorFromRequest } from "~/lib/domain/closing-cost-request.server";
import { formatCad } from "~/lib/domain/money";
import { pageMeta } from "~/lib/seo/seo";
import { searchable } from "~/search/handle";
import { pageByPath } from "~/site-map";
import type { Route } from "./+types/fees.real-estate";

const PATH = "/fees/real-estate";

/**
 * The estimator and the tax tables are one chunk that only this page loads, after its own code.
 * The server renders them in place (app/entry.server.tsx waits for every boundary), so the HTML
 * shows them with or without JavaScript, and React hydrates them when the chunk arrives. On a
 * client-side navigation the fallback holds the space until then.
 */
const ClosingCostEstimator = lazy(() =>
  import("~/components/fees/closing-costs").then((m) => ({ default: m.ClosingCostEstimator })),
);
const LandTransferTaxSchedules = lazy(() =>
  import("~/components/fees/closing-costs").then((m) => ({ default: m.LandTransferTaxSchedules })),
);

/** Indexed by site search: people search for what things cost. */
export const handle = searchable;

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
 * The calculators write their state into the query as the visitor types; the loader has nothing
 * new to say then (the browser already has the URL), so those navigations never ask the server.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function RealEstateFees({ loaderData }: Route.ComponentProps) {
  const page = pageByPath(PATH)!;
  const firstBand = propertyPriceBands[0]!;
  return (
    <>
      <PageHero
        path={PATH}
        eyebrow="Fees"
        heading={page.heading}
        actions={
          <>
            {/* A plain in-page link, so the quote in the URL query stays put. */}
            <a href="#quote" className={buttonClass("onDark")}>
              <Icon name="sparkle" className="size-[1.1em] shrink-0" />
              <span>Get an instant quote</span>
            </a>
            <a href="#closing-costs" className={buttonClass("onDarkOutline")}>
              <Icon name="home" className="size-[1.1em] shrink-0" />
              <span>Estimate closing costs</span>
            </a>
          </>
        }
      >
        <p>
          One all-inclusive legal fee for your purchase, sale or refinance, set by the property
          price, with any extras listed up front. All fees are in CAD; 13% HST and the permitted
          disbursements below are extra.
        </p>
      </PageHero>

      <Section
        id="quote"
        eyebrow="Instant quote"
        heading="Price your closing in seconds"
        intro="Choose your transaction and enter the price. Your estimate updates as you go, and the page address keeps your choices, so you can bookmark or share it."
      >
        <RealEstateQuoteCalculator />
      </Section>

      <Section
        id="closing-costs"
        eyebrow="Buying? Closing-cost estimator"
        heading="How much cash you need to close"
        intro={
          <>
            Land transfer tax is usually the largest cost of buying. Enter your price, closing date
            and where the property is: the estimate uses the Ontario and Toronto rates in force on
            that date, less any first-time buyer refunds, and adds our fee, HST and the usual
            disbursements. Every rate is in the <a href="#land-transfer-tax-rates">tables below</a>.
          </>
        }
        tone="white"
      >
        <Piece fallback={<div className="min-h-[80rem] lg:min-h-[56rem]" />}>
          <ClosingCostEstimator initial={loaderData?.estimator ?? null} />
        </Piece>
      </Section>

      <Section
        id="included"
        eyebrow="What the fee covers"
        heading="All-inclusive pricing, as the Law Society requires"
        tone="white"
      >
        <div className="grid gap-8 lg:grid-cols-[1fr_1.1fr]">
          <CheckList items={realEstateFeeIncludes} size="md" className="space-y-3" />
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
      </Section>

      <Section
        id="purchase-sale"
        eyebrow="Purchase and sale"
        heading="Fees for buying or selling, by property price"
        intro={`Each band includes its upper price: a ${formatCad(firstBand.maxPriceCents)} purchase is in the first band, a ${formatCad(firstBand.maxPriceCents + 1)} purchase in the second.`}
      >
        <div className="grid gap-8 lg:grid-cols-[1.3fr_1fr] lg:items-start">
          <PropertyFeeTable />
          <div className="rounded-card border border-line bg-white p-6 shadow-card">
            <h3 className="text-xl font-semibold">More than one mortgage?</h3>
            <p className="mt-2 text-[0.95rem]">
              A purchase fee includes acting for your lender on one new mortgage, and a sale fee
              includes discharging one mortgage. Each further mortgage or line of credit we register
              or discharge is{" "}
              <strong className="text-ink-900">{formatCad(extraMortgage.feeCents)}</strong>.
            </p>
          </div>
        </div>
      </Section>

      <Section
        id="refinance"
        eyebrow="Refinance"
        heading="Refinancing and private mortgages"
        intro="One fee for the kind of refinance, plus any extras. The price of the property does not change it."
        tone="white"
      >
        <FeeTable
          caption="Refinance fees, before HST"
          serviceHeading="Refinance"
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
      </Section>

      <Section
        id="additional"
        eyebrow="Additional fees"
        heading="Extras, only when your matter needs them"
        intro={
          <>
            Each extra is for work beyond a standard purchase, sale or refinance, and applies only
            when your matter needs it. We tell you in writing before any of these applies, and never
            add a charge that is not on this page. A fee shown with a plus sign (+) is a minimum: we
            confirm the exact amount in writing, once we have seen the documents and before we do
            the work.
          </>
        }
      >
        <FeeTable
          caption="Additional real estate fees, before HST. A plus sign marks a minimum fee."
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
      </Section>

      <Section
        id="disbursements"
        eyebrow="Disbursements"
        heading="What is paid to others, at cost"
        intro="These permitted disbursements are not part of our fee. We pay them on your behalf to the government, Teranet, your condominium corporation, a creditor's lawyer or the title insurer, and list each one on your statement of account."
        tone="white"
      >
        <DisbursementTable />
        <p className="mt-5 max-w-3xl text-sm text-muted">
          Typical costs are a guide, checked on the date shown. The exact amounts depend on your
          property and transaction, and we confirm them before closing.
        </p>
      </Section>

      <Section
        id="land-transfer-tax-rates"
        eyebrow="Land transfer tax"
        heading="Land transfer tax rates by closing date"
        intro="The tax is charged on the value of the consideration (usually the price) when the transfer is registered, at marginal rates: each rate applies only to the part of the price inside its band. Toronto's tax is added to Ontario's for land in the City of Toronto."
      >
        <Piece fallback={<div className="min-h-[60rem]" />}>
          <LandTransferTaxSchedules />
        </Piece>
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
