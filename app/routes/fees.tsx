import { Link } from "react-router";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { BookButton, ButtonLink } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import { estatePackages } from "~/content/fees/estate-planning";
import { familyLawFees } from "~/content/fees/family-law";
import { immigrationStages } from "~/content/fees/immigration";
import { notaryPricingCards } from "~/content/fees/notary";
import { type FeeCard, feeCards, feePrinciples } from "~/content/fees/overview";
import { propertyPriceBands, refinanceOptions } from "~/content/fees/real-estate";
import { formatCad } from "~/lib/domain/money";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";
import { pageByPath } from "~/site-map";

const PATH = "/fees";

/**
 * Indexed by site search: people search for what things cost. Prices and links only, so the page
 * does not hydrate (docs/PRODUCT-RULES.md#which-pages-hydrate).
 */
export const handle = { ...searchable, ...readOnly };

export const meta = () => pageMeta(PATH);

const lowest = (amounts: readonly number[]) => formatCad(Math.min(...amounts));

/** A "from" figure for each card, read from the schedule it links to (never written here). */
const highlights: Partial<Record<FeeCard["id"], string>> = {
  "real-estate": `Purchases from ${lowest(propertyPriceBands.map((b) => b.purchaseFeeCents))}, sales from ${lowest(propertyPriceBands.map((b) => b.saleFeeCents))}, refinancing from ${lowest(refinanceOptions.map((o) => o.feeCents))}`,
  "estate-planning": `Packages from ${lowest(estatePackages.map((p) => p.feeCents))}`,
  // The paid stage is named apart from the free call, which the card says is free (LSO r. 4.2-1).
  immigration: `First 15-minute call free; full case assessments from ${lowest(immigrationStages.map((s) => s.fromFeeCents))}`,
  "family-law": familyLawFees
    .flatMap((f) =>
      f.kind === "fixed" ? [`${f.service} ${formatCad(f.amount, { cents: f.showCents })}`] : [],
    )
    .join(", "),
  notary: `Notarizations from ${lowest(notaryPricingCards.flatMap((c) => (c.base === null ? [] : [c.base])))}`,
};

export default function Fees() {
  const page = pageByPath(PATH)!;
  return (
    <>
      <PageHero
        eyebrow="Fees"
        heading={page.heading}
        actions={
          <>
            {/* Booking is the filled, first action (docs/PRODUCT-RULES.md#service-terms). */}
            <BookButton onDark />
            <ButtonLink to="/contact" variant="onDarkOutline" iconAfter="arrowRight">
              Get a personalised quote
            </ButtonLink>
          </>
        }
      >
        {/* Weighted for site search: a question of cost finds the fee pages first
            (docs/PRODUCT-RULES.md#search). */}
        <p data-pagefind-weight="8">
          What our legal services cost: our fees and prices are published and stated up front in
          Canadian dollars. 13% HST is added, and government fees are extra unless we say otherwise.
        </p>
      </PageHero>

      <Section
        id="areas"
        eyebrow="Fee schedules"
        heading="Fees by practice area"
        intro="Choose an area to see exactly what we charge, what the fee includes and what is paid to others."
      >
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {feeCards.map((card) => (
            <li key={card.id} className="flex">
              <article
                aria-labelledby={`fee-card-${card.id}`}
                className="flex w-full flex-col rounded-card border border-line bg-white p-6 shadow-card"
                data-fee-card={card.id}
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-ink-900 text-brass-300">
                  <Icon name={card.icon} className="size-6" />
                </span>
                <h3 id={`fee-card-${card.id}`} className="mt-5 text-2xl font-semibold">
                  {card.title}
                </h3>
                <p className="mt-2 flex-1 text-[0.95rem] text-muted">{card.description}</p>
                {highlights[card.id] ? (
                  <p className="mt-4 font-semibold text-brass-700">
                    {highlights[card.id]} plus HST
                  </p>
                ) : null}
                <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-1">
                  <Link
                    to={card.path}
                    prefetch="intent"
                    className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-ink-700 underline-offset-4 hover:underline"
                  >
                    Learn More
                    <span className="sr-only"> about {card.title.toLowerCase()} fees</span>
                    <Icon name="arrowRight" className="size-4" />
                  </Link>
                </div>
              </article>
            </li>
          ))}
          <li className="flex">
            <article
              aria-labelledby="fee-card-quote"
              className="on-dark flex w-full flex-col rounded-card bg-ink-900 p-6 text-ink-100 shadow-card"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-brass-400 text-ink-950">
                <Icon name="document" className="size-6" />
              </span>
              <h3 id="fee-card-quote" className="mt-5 text-2xl font-semibold text-white">
                A quote for your matter
              </h3>
              <p className="mt-2 flex-1 text-[0.95rem]">
                Not sure which fee applies, or your matter is unusual? Tell us about it and we will
                send you a personalised quote.
              </p>
              <ButtonLink
                to="/contact"
                variant="onDark"
                className="mt-5 self-start"
                iconAfter="arrowRight"
              >
                Request a personalised quote
              </ButtonLink>
            </article>
          </li>
        </ul>
      </Section>

      <Section
        id="how-we-charge"
        eyebrow="How we charge"
        heading="Fees you can plan around"
        tone="white"
      >
        <ul className="grid gap-5 md:grid-cols-3">
          {feePrinciples.map((p) => (
            <li key={p.title} className="rounded-card border border-line bg-paper p-6">
              <h3 className="text-xl font-semibold">{p.title}</h3>
              <p className="mt-2 text-[0.95rem]">{p.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        heading="Questions about what your matter will cost?"
        emailSubject="Fee question"
      />
    </>
  );
}
