import { Link } from "react-router";
import { ContactOptions } from "~/components/sections/contact-options";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Section } from "~/components/sections/section";
import { BookButton, ButtonLink } from "~/components/ui/button-link";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import { oneSideOnlyNote } from "~/content/services/buying-real-estate";
import {
  realEstateIntro,
  realEstateProcess,
  realEstateReasons,
  realEstateServices,
} from "~/content/services/real-estate";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";
import { pageByPath } from "~/site-map";

const PATH = "/services/real-estate";

/** Indexed by site search. */
export const handle = { ...searchable, ...readOnly };

export const meta = () => pageMeta(PATH);

export default function RealEstate() {
  const page = pageByPath(PATH)!;
  return (
    <>
      <PageHero
        path={PATH}
        eyebrow="Real estate law · Ontario"
        heading={page.heading}
        actions={
          <>
            <BookButton onDark />
            <ButtonLink to="/fees/real-estate" variant="onDarkOutline" iconAfter="arrowRight">
              Real estate fees
            </ButtonLink>
          </>
        }
      >
        <p>{realEstateIntro}</p>
      </PageHero>

      <Section
        id="services"
        eyebrow="How we can help"
        heading="Buying, selling or refinancing"
        tone="white"
      >
        <ul className="grid gap-5 lg:grid-cols-3">
          {realEstateServices.map((s) => (
            <li key={s.id} className="flex">
              <article className="flex w-full flex-col rounded-card border border-line bg-paper p-6 shadow-card">
                <span className="flex size-12 items-center justify-center rounded-xl bg-ink-900 text-brass-300">
                  <Icon name={s.icon} className="size-6" />
                </span>
                <h3 className="mt-5 text-2xl font-semibold">
                  <Link to={s.path} prefetch="intent" className="no-underline hover:underline">
                    {s.title}
                  </Link>
                </h3>
                <p className="mt-2 text-[0.95rem]">{s.description}</p>
                <CheckList items={s.highlights} className="mt-4 flex-1 space-y-2 text-[0.95rem]" />
                <ButtonLink to={s.path} className="mt-6 self-start" iconAfter="arrowRight">
                  How it works<span className="sr-only">: {s.title.toLowerCase()}</span>
                </ButtonLink>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-8 flex max-w-3xl gap-3 rounded-card border border-brass-500/40 bg-brass-100 p-5 text-ink-900">
          <Icon name="info" className="mt-0.5 size-5 shrink-0 text-brass-700" />
          <span>{oneSideOnlyNote}</span>
        </p>
      </Section>

      <Section
        id="process"
        eyebrow="Our process"
        heading="Four steps to closing"
        intro="Every transaction follows the same four steps. Each service page explains them in more detail."
      >
        <ProcessSteps steps={realEstateProcess} layout="grid" />
      </Section>

      <Section
        id="why-us"
        eyebrow="Why clients choose us"
        heading="A closing that fits around your life"
        tone="sand"
      >
        <FeatureGrid items={realEstateReasons} />
      </Section>

      <ContactOptions
        heading="Ready to talk about your closing?"
        intro="Call us, e-mail us your agreement, or book a free consultation. Every option reaches our real estate team."
        emailSubject="Real estate transaction: legal help"
      />
    </>
  );
}
