import { LandTransferTaxSchedules } from "~/components/fees/land-transfer-tax-schedules";
import { CallToAction } from "~/components/sections/call-to-action";
import { KnowledgeLinks } from "~/components/sections/knowledge-links";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { BookButton, ButtonLink } from "~/components/ui/button-link";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";
import { closingCostEstimatorPath, pageByPath } from "~/site-map";

/** Tables and a fold for earlier rates (<details>): nothing needs React (app/page/hydration.ts). */
export const handle = { ...searchable, ...readOnly };

const PATH = "/knowledge/real-estate/land-transfer-tax";

export const meta = () => pageMeta(PATH);

/**
 * The reference behind the closing-cost estimator on /fees/real-estate: every schedule it uses,
 * the first-time buyer refunds and rebates back to 2008 and the speculation taxes in every form
 * they have had, so that anyone can check an estimate by hand (docs/PRODUCT-RULES.md#fees). The
 * fee page keeps its answers short and links here.
 */
export default function LandTransferTaxGuide() {
  const page = pageByPath(PATH)!;
  return (
    <>
      <PageHero
        path={PATH}
        eyebrow="Real estate guide"
        heading={page.heading}
        compact
        actions={
          <>
            {/* Booking is the filled, first action (docs/PRODUCT-RULES.md#service-terms). */}
            <BookButton onDark />
            <ButtonLink to={closingCostEstimatorPath} variant="onDarkOutline" icon="home">
              Estimate your closing costs
            </ButtonLink>
          </>
        }
      >
        <p>
          Land transfer tax (LTT) is usually the largest cost of buying a home in Ontario after the
          down payment. Here are Ontario's rates and Toronto's Municipal Land Transfer Tax (MLTT)
          rates by closing date, the first-time buyer refund and rebate, and the speculation taxes
          some buyers pay, Ontario's Non-Resident Speculation Tax (NRST) and Toronto's Municipal
          Non-Resident Speculation Tax (MNRST), each with its official source and the date we
          checked it.
        </p>
      </PageHero>

      <Section
        id="land-transfer-tax-rates"
        eyebrow="Rates"
        heading="Land transfer tax rates by closing date"
        intro="The tax is charged on the value of the consideration (usually the price) when the transfer is registered, at marginal rates: each rate applies only to the part of the price inside its band. Toronto's tax is added to Ontario's for land in the City of Toronto."
      >
        <LandTransferTaxSchedules />
        <KnowledgeLinks
          links={[
            {
              label: "Real Estate Knowledge Centre",
              to: "/knowledge/real-estate",
              icon: "arrowLeft",
              variant: "ghost",
            },
            {
              label: "Real estate fees",
              to: "/fees/real-estate",
              variant: "primary",
              iconAfter: "arrowRight",
            },
          ]}
        />
      </Section>

      <CallToAction
        heading="Questions about your closing?"
        emailSubject="Land transfer tax question"
      />
    </>
  );
}
