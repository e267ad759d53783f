import { lazy } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { FeesAtAGlance } from "~/components/fees/fees-at-a-glance";
import {
  RealEstateFeeSchedule,
  WhatTheFeeCovers,
} from "~/components/fees/real-estate-fee-sections";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { BookButton, buttonClass } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import { propertyPriceBands, refinanceOptions } from "~/content/fees/real-estate";
import { serviceTerms } from "~/content/firm";
import { Island } from "~/islands/island";
import realEstateFeesIsland from "~/islands/real-estate-fees.tsx?module-url";
import { estimatorFromRequest } from "~/lib/domain/closing-cost-request.server";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { Piece } from "~/page/piece";
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
        {/* Weighted for site search: a question of cost finds the page with the prices first
            (docs/PRODUCT-RULES.md#search). */}
        <p data-pagefind-weight="8">
          What a real estate lawyer costs with us: one all-inclusive legal fee for your purchase,
          sale or refinance, set by the property price. All fees are in CAD; 13% HST and the
          permitted disbursements below are extra.
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

      <RealEstateFeeSchedule />
      <WhatTheFeeCovers taxGuide={TAX_GUIDE} />

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
