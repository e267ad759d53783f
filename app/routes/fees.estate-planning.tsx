import { EstatePackageCards } from "~/components/fees/estate-package-cards";
import { EstateQuoteCalculator } from "~/components/fees/estate-quote-calculator";
import { FeeTable } from "~/components/fees/fee-table";
import { FeesAtAGlance } from "~/components/fees/fees-at-a-glance";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { BookButton, buttonClass } from "~/components/ui/button-link";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import {
  estateAddOns,
  estateFeeNotes,
  estatePackageIncludes,
  estatePackages,
} from "~/content/fees/estate-planning";
import estateQuoteIsland from "~/islands/estate-quote.tsx?module-url";
import { Island } from "~/islands/island";
import { formatCad } from "~/lib/domain/money";
import { feeOfferCatalog } from "~/lib/seo/fee-offers";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";
import { pageByPath } from "~/site-map";

const PATH = "/fees/estate-planning";

/**
 * Indexed by site search: people search for what things cost. The page does not hydrate; its
 * quote calculator is an island that does (app/islands/island.tsx).
 */
export const handle = { ...searchable, ...readOnly };

export const meta = () =>
  pageMeta(PATH, [
    {
      "script:ld+json": feeOfferCatalog(PATH, "Estate planning packages and add-ons", [
        ...estatePackages.map((p) => ({
          name: `${p.title} package`,
          description: p.description,
          cents: p.feeCents,
        })),
        ...estateAddOns.map((a) => ({
          name: a.title,
          description: a.description,
          cents: a.feeCents,
        })),
      ]),
    },
  ]);

export default function EstatePlanningFees() {
  const page = pageByPath(PATH)!;
  return (
    <>
      <PageHero
        path={PATH}
        eyebrow="Fees"
        heading={page.heading}
        // On a phone the calculators follow at once: no buttons to jump to them.
        actionsClassName="max-sm:hidden"
        actions={
          <>
            {/* Booking is the filled, first action, the calculator beside it
                (docs/PRODUCT-RULES.md#service-terms). */}
            <BookButton onDark />
            <a href="#quote" className={buttonClass("onDarkOutline")}>
              <Icon name="sparkle" className="size-[1.1em] shrink-0" />
              <span>Build your quote</span>
            </a>
          </>
        }
        aside={
          <FeesAtAGlance
            label="Packages at a glance"
            items={estatePackages.map((p) => ({ name: p.title, cents: p.feeCents }))}
            note="Each package: wills and both Ontario powers of attorney. 13% HST is extra."
          />
        }
      >
        {/* Weighted for site search: a question of cost finds the page with the prices first
            (docs/PRODUCT-RULES.md#search). */}
        <p data-pagefind-weight="10">
          How much does a will cost with us? Here are our prices: wills and powers of attorney at
          fixed fees, for one person or a couple, with add-ons for the parts of your plan that need
          more care. All fees are in CAD; 13% HST is extra.
        </p>
      </PageHero>

      <Section
        id="quote"
        eyebrow="Instant quote"
        heading="Build your estate plan and see the total"
        intro="Choose a package and any add-ons. The total includes HST, and the page address keeps your choices so you can share them with your spouse or partner."
      >
        <Island src={estateQuoteIsland}>
          <EstateQuoteCalculator />
        </Island>
      </Section>

      <Section
        id="packages"
        eyebrow="Packages"
        heading="Four fixed-fee packages"
        intro="Every package includes your will, or wills, and both Ontario powers of attorney: one for property and one for personal care."
      >
        <EstatePackageCards />
        <div className="mt-10 grid gap-6 rounded-card border border-line bg-white p-6 md:grid-cols-2 md:p-8">
          <div>
            <h3 className="text-xl font-semibold">Every package includes</h3>
            <CheckList items={estatePackageIncludes} className="mt-4 space-y-2 text-[0.95rem]" />
          </div>
          <div>
            <h3 className="text-xl font-semibold">Good to know</h3>
            <ul className="mt-4 space-y-2 text-[0.95rem]">
              {estateFeeNotes.map((note) => (
                <li key={note} className="flex gap-2">
                  <Icon name="info" className="mt-1 size-4 shrink-0 text-brass-700" />
                  <span>{note}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section
        id="add-ons"
        eyebrow="Add-ons"
        heading="Nine add-ons for families with more to plan"
        intro="Add any of these to a package. Each is a fixed fee, before HST."
        tone="white"
      >
        <FeeTable
          caption="Estate planning add-ons, before HST"
          serviceHeading="Add-on"
          foldNotes
          rows={estateAddOns.map((a) => ({
            id: a.id,
            name: a.title,
            note: a.description,
            fee: formatCad(a.feeCents),
          }))}
        />
      </Section>

      <CallToAction heading="Ready to start your will?" emailSubject="Estate planning">
        <p>
          Book a free consultation and we will recommend the package that fits your family. Wills
          usually take 1 to 2 weeks, and remote witnessing means you can sign from home.
        </p>
      </CallToAction>
    </>
  );
}
