import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { BookButton, ButtonLink } from "~/components/ui/button-link";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import {
  immigrationExclusions,
  immigrationFeeNote,
  immigrationImportantInfo,
  immigrationInclusions,
  immigrationStages,
} from "~/content/fees/immigration";
import { formatCad } from "~/lib/domain/money";
import { feeOfferCatalog } from "~/lib/seo/fee-offers";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";
import { pageByPath } from "~/site-map";

/** Nothing interactive in its content: not hydrated (app/page/hydration.ts). */
export const handle = { ...searchable, ...readOnly };

const PATH = "/fees/immigration";

export const meta = () =>
  pageMeta(PATH, [
    {
      "script:ld+json": feeOfferCatalog(
        PATH,
        "Immigration fees",
        immigrationStages.map((s) => ({
          name: s.title,
          description: s.description,
          cents: s.fromFeeCents,
          from: true,
        })),
      ),
    },
  ]);

export default function ImmigrationFees() {
  const page = pageByPath(PATH)!;
  return (
    <>
      <PageHero
        path={PATH}
        eyebrow="Fees"
        heading={page.heading}
        actions={
          <>
            <BookButton onDark>Book a free consultation</BookButton>
            <ButtonLink to="/services/immigration" variant="onDarkOutline" iconAfter="arrowRight">
              Our immigration services
            </ButtonLink>
          </>
        }
      >
        {/* Weighted for site search: a question of cost finds the page with the prices first
            (docs/PRODUCT-RULES.md#search). */}
        <p data-pagefind-weight="8">
          What an immigration lawyer costs with us: clear professional fees for each stage of your
          matter, from a full case assessment to a hearing. {immigrationFeeNote}
        </p>
      </PageHero>

      <Section
        id="stages"
        eyebrow="Stages"
        heading="What each stage costs"
        intro="Prices start from the amounts below and depend on your application. We confirm a fixed fee in writing before we begin."
      >
        <ol className="grid gap-5 md:grid-cols-2">
          {immigrationStages.map((stage, i) => (
            <li key={stage.id} className="flex">
              <article
                aria-labelledby={`stage-${stage.id}`}
                className="flex w-full flex-col rounded-card border border-line bg-white p-6 shadow-card"
                data-stage={stage.id}
              >
                <div className="flex items-start justify-between gap-4">
                  <h3 id={`stage-${stage.id}`} className="text-xl font-semibold">
                    <span className="mr-2 font-serif text-brass-700">
                      {String(i + 1).padStart(2, "0")}
                    </span>
                    {stage.title}
                  </h3>
                  <p className="shrink-0 text-right">
                    <span className="block text-xs font-semibold uppercase tracking-wide text-muted">
                      From
                    </span>
                    <span className="font-serif text-2xl font-semibold text-ink-900 tabular-nums">
                      {formatCad(stage.fromFeeCents)}
                    </span>
                  </p>
                </div>
                <p className="mt-3 text-[0.95rem] text-muted">{stage.description}</p>
                <CheckList items={stage.examples} className="mt-4 space-y-2 text-[0.95rem]" />
              </article>
            </li>
          ))}
        </ol>
        <p className="mt-6 text-sm text-muted">{immigrationFeeNote}</p>
      </Section>

      <Section
        id="included"
        eyebrow="Inclusions and exclusions"
        heading="What our fee covers, and what it does not"
        tone="white"
      >
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-card border border-line bg-paper p-6">
            <h3 className="flex items-center gap-2 text-xl font-semibold">
              <Icon name="check" className="size-6 text-success-700" />
              Included in our fee
            </h3>
            <CheckList
              items={immigrationInclusions}
              className="mt-4 space-y-2.5 text-[0.95rem]"
              data-list="inclusions"
            />
          </div>
          <div className="rounded-card border border-line bg-paper p-6">
            <h3 className="flex items-center gap-2 text-xl font-semibold">
              <Icon name="close" className="size-6 text-danger-700" />
              Not included
            </h3>
            <ul className="mt-4 space-y-2.5 text-[0.95rem]" data-list="exclusions">
              {immigrationExclusions.map((item) => (
                <li key={item} className="flex gap-2">
                  <Icon name="close" className="mt-1 size-4 shrink-0 text-danger-700" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-muted">
              Government fees are set by IRCC and change from time to time; we tell you the current
              amounts for your application and you pay them directly or through us at cost.
            </p>
          </div>
        </div>
      </Section>

      <Section id="important" eyebrow="Before you book" heading="Important information">
        <ul className="grid gap-5 md:grid-cols-2">
          {immigrationImportantInfo.map((info) => (
            <li
              key={info.id}
              className="flex gap-4 rounded-card border border-line bg-white p-6 shadow-card"
              data-info={info.id}
            >
              <Icon name="info" className="mt-0.5 size-6 shrink-0 text-brass-700" />
              <div>
                <h3 className="text-lg font-semibold">{info.title}</h3>
                <p className="mt-1.5 text-[0.95rem]">{info.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        heading="Not sure which application is right for you?"
        emailSubject="Immigration consultation"
      >
        <p>
          Start with a free 15-minute call. If you need a full case assessment, we will tell you
          what to send and confirm the fee before you pay.
        </p>
      </CallToAction>
    </>
  );
}
