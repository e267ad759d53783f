import { Link } from "react-router";
import { Prose } from "~/components/content/prose";
import { proseHtml } from "~/components/content/prose-html.server";
import { CallToAction } from "~/components/sections/call-to-action";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Section } from "~/components/sections/section";
import { BookButton, ButtonLink } from "~/components/ui/button-link";
import { embeddedFaq } from "~/content/collections.server";
import {
  willProcess,
  willsIntro,
  willsReasons,
  willsServices,
  willsTerms,
} from "~/content/services/wills-estates";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";
import { pageByPath } from "~/site-map";
import type { Route } from "./+types/services.wills-estates";

const PATH = "/services/wills-estates";

/**
 * The page's questions come from its FAQ file (app/content/faqs), rendered into the page as HTML
 * with their FAQPage structured data.
 */
export function loader() {
  const faq = embeddedFaq(PATH);
  return {
    prose: proseHtml({ key: faq.key, path: PATH }, "body"),
    faq: { key: faq.key, title: faq.heading, section: faq.section },
  };
}

/** Indexed by site search. */
export const handle = { ...searchable, ...readOnly };

export const meta = () => pageMeta(PATH);

export default function WillsEstates({ loaderData }: Route.ComponentProps) {
  const { faq, prose } = loaderData;
  const page = pageByPath(PATH)!;
  return (
    <>
      <PageHero
        path={PATH}
        eyebrow="Wills and estates · Ontario"
        heading={page.heading}
        actions={
          <>
            <BookButton onDark />
            <ButtonLink to="/fees/estate-planning" variant="onDarkOutline" iconAfter="arrowRight">
              Estate planning fees
            </ButtonLink>
          </>
        }
        aside={
          <dl className="grid grid-cols-2 gap-4 rounded-[1.5rem] border border-white/15 bg-white/5 p-6 md:p-7">
            <div className="col-span-2 sm:col-span-1 lg:col-span-2">
              <dt className="text-sm font-semibold uppercase tracking-[0.14em] text-brass-300">
                Ready in
              </dt>
              <dd className="mt-1 font-serif text-3xl font-semibold text-white">
                {willsTerms.turnaround}
              </dd>
            </div>
            <div className="col-span-2 sm:col-span-1 lg:col-span-2">
              <dt className="text-sm font-semibold uppercase tracking-[0.14em] text-brass-300">
                Combined experience
              </dt>
              <dd className="mt-1 font-serif text-3xl font-semibold text-white">
                {willsTerms.combinedExperience}
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-sm font-semibold uppercase tracking-[0.14em] text-brass-300">
                Signing
              </dt>
              <dd className="mt-1 text-lg text-white">
                In our office or with remote witnessing by video
              </dd>
            </div>
          </dl>
        }
      >
        <p>{willsIntro}</p>
      </PageHero>

      <Section
        id="services"
        eyebrow="What we prepare"
        heading="Wills, powers of attorney and trusts"
        tone="white"
      >
        <FeatureGrid items={willsServices} />
      </Section>

      <Section
        id="process"
        eyebrow="Our process"
        heading="Your will in five steps"
        intro={`From the first call to signed documents, usually in ${willsTerms.turnaround}.`}
      >
        <ProcessSteps steps={willProcess} />
      </Section>

      <Section
        id="why-us"
        eyebrow="Why choose us"
        heading="Estate planning without the hassle"
        tone="ink"
      >
        <FeatureGrid items={willsReasons} columns={4} tone="dark" />
      </Section>

      <Section
        id={faq.section}
        eyebrow="Questions"
        heading={faq.title}
        intro="Short answers to the questions we hear most. Your own situation may differ, so ask us about it."
        tone="white"
      >
        <div className="max-w-4xl">
          <Prose entryKey={faq.key} html={prose} />
          <p className="mt-8">
            More questions?{" "}
            <Link
              to="/knowledge/wills-estates"
              className="font-semibold text-ink-700 underline underline-offset-4"
            >
              Read our wills and estates FAQ
            </Link>
            .
          </p>
        </div>
      </Section>

      <CallToAction
        heading="Put your wishes in writing"
        emailSubject="Will and powers of attorney"
      />
    </>
  );
}
