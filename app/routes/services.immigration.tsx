import { CallToAction } from "~/components/sections/call-to-action";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ParagraphsWithAside } from "~/components/sections/paragraphs-with-aside";
import { Section } from "~/components/sections/section";
import { BookButton, ButtonLink } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import { firm, mailtoHref, telHref } from "~/content/firm";
import {
  immigrationConsultation,
  immigrationIntro,
  immigrationReasons,
  immigrationServices,
} from "~/content/services/immigration";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";
import { pageByPath } from "~/site-map";

const PATH = "/services/immigration";

/** Indexed by site search. */
export const handle = { ...searchable, ...readOnly };

export const meta = () => pageMeta(PATH);

export default function Immigration() {
  const page = pageByPath(PATH)!;
  return (
    <>
      <PageHero
        path={PATH}
        eyebrow="Immigration law · Canada"
        heading={page.heading}
        actions={
          <>
            <BookButton onDark />
            <ButtonLink to="/fees/immigration" variant="onDarkOutline" iconAfter="arrowRight">
              Immigration fees
            </ButtonLink>
          </>
        }
      >
        <p>{immigrationIntro}</p>
      </PageHero>

      <Section
        id="services"
        eyebrow="What we help with"
        heading={`${immigrationServices.length} immigration services`}
        intro="From a short visit to Canadian citizenship, we prepare and submit your application and deal with IRCC for you."
        tone="white"
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-immigration-services>
          {immigrationServices.map((s) => (
            <li key={s.id} className="flex gap-4 rounded-card border border-line bg-paper p-5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ink-900 text-brass-300">
                <Icon name={s.icon ?? "globe"} className="size-5" />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{s.title}</h3>
                <p className="mt-1 text-[0.95rem]">{s.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="out-of-status" tone="sand" className="!py-12">
        <div className="flex flex-col gap-5 rounded-card border border-danger-700/30 bg-white p-6 shadow-card md:flex-row md:items-center md:p-8">
          <Icon name="alert" className="size-10 shrink-0 text-danger-700" />
          <div className="flex-1">
            <h2 className="text-2xl font-semibold">Out of status in Canada?</h2>
            <p className="mt-2">
              If your permit has expired, you may have only 90 days to apply to restore your status.
              Read our guide to your options, then call us as soon as you can.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/blog/out-of-status-in-canada" variant="secondary">
              Read the guide
            </ButtonLink>
            <ButtonLink to={telHref(firm.phone)} icon="phone">
              Call {firm.phone.display}
            </ButtonLink>
          </div>
        </div>
      </Section>

      <Section
        id="consultation"
        eyebrow="Your first step"
        heading={immigrationConsultation.heading}
      >
        <ParagraphsWithAside paragraphs={immigrationConsultation.paragraphs}>
          <aside
            className="rounded-card border border-line bg-white p-6 shadow-card"
            aria-labelledby="bring-heading"
          >
            <h3 id="bring-heading" className="text-xl font-semibold">
              What to send before we meet
            </h3>
            <ul className="mt-4 space-y-2 text-[0.95rem]">
              {immigrationConsultation.bring.map((b) => (
                <li key={b} className="flex gap-2">
                  <Icon name="document" className="mt-1 size-4 shrink-0 text-brass-700" />
                  <span>{b}</span>
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap gap-3">
              <BookButton>Book a free consultation</BookButton>
              <ButtonLink
                to={mailtoHref(firm.email, "Immigration consultation documents")}
                variant="secondary"
                icon="mail"
              >
                E-mail documents
              </ButtonLink>
            </div>
          </aside>
        </ParagraphsWithAside>
      </Section>

      <Section
        id="why-us"
        eyebrow="Why choose us"
        heading="Careful applications, clear advice"
        tone="ink"
      >
        <FeatureGrid items={immigrationReasons} tone="dark" />
      </Section>

      <CallToAction
        heading="Start your immigration application with confidence"
        emailSubject="Immigration inquiry"
      />
    </>
  );
}
