import { Link } from "react-router";
import { Prose } from "~/components/content/prose";
import { proseHtml } from "~/components/content/prose-html.server";
import { FamilyLawFees } from "~/components/fees/family-law-fees";
import { CallToAction } from "~/components/sections/call-to-action";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ParagraphsWithAside } from "~/components/sections/paragraphs-with-aside";
import { Section } from "~/components/sections/section";
import { BookButton, ButtonLink } from "~/components/ui/button-link";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import { embeddedFaq } from "~/content/collections.server";
import { bioPath, caribbeanLead, principal } from "~/content/firm";
import {
  contestedReferralNote,
  familyLawIntro,
  familyLawServices,
  foreignDivorceRecognition,
  ontarioFamilyLawyer,
  trinidadFamilyLaw,
} from "~/content/services/family-law";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";
import { pageByPath } from "~/site-map";
import type { Route } from "./+types/services.family-law";

const PATH = "/services/family-law";

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

export default function FamilyLaw({ loaderData }: Route.ComponentProps) {
  const { faq, prose } = loaderData;
  const page = pageByPath(PATH)!;
  return (
    <>
      <PageHero
        path={PATH}
        eyebrow="Family law · Ontario and Trinidad and Tobago"
        heading={page.heading}
        actions={
          <>
            <BookButton onDark />
            <ButtonLink to="#fees" variant="onDarkOutline" iconAfter="arrowRight">
              See our fees
            </ButtonLink>
          </>
        }
      >
        <p>{familyLawIntro}</p>
      </PageHero>

      <Section id="services" eyebrow="What we do" heading="Family law services" tone="white">
        <FeatureGrid items={familyLawServices} columns={2} />
        <p className="mt-8 max-w-3xl" data-ontario-lawyer>
          {ontarioFamilyLawyer}{" "}
          <Link
            to={bioPath(principal)}
            className="font-semibold text-ink-700 underline underline-offset-4"
          >
            About {principal.name}
          </Link>
        </p>
        <p
          className="mt-8 flex max-w-3xl gap-3 rounded-card border border-brass-500/40 bg-brass-100 p-5 text-ink-900"
          data-contested-note
        >
          <Icon name="info" className="mt-0.5 size-5 shrink-0 text-brass-700" />
          <span>{contestedReferralNote}</span>
        </p>
      </Section>

      <Section
        id="trinidad-and-tobago"
        eyebrow="Across borders"
        heading={trinidadFamilyLaw.heading}
      >
        <ParagraphsWithAside
          paragraphs={trinidadFamilyLaw.paragraphs}
          after={
            <p>
              <Link
                to={bioPath(caribbeanLead)}
                className="font-semibold text-ink-700 underline underline-offset-4"
              >
                About {caribbeanLead.name}, our Caribbean legal services lead
              </Link>
            </p>
          }
        >
          <aside
            className="rounded-card border border-line bg-white p-6 shadow-card"
            aria-labelledby="tt-help-heading"
          >
            <h3 id="tt-help-heading" className="text-xl font-semibold">
              Trinidad and Tobago matters we handle
            </h3>
            <CheckList items={trinidadFamilyLaw.points} className="mt-4 space-y-2" />
          </aside>
        </ParagraphsWithAside>
      </Section>

      <Section
        id="foreign-divorce"
        eyebrow="Divorced abroad?"
        heading={foreignDivorceRecognition.heading}
        tone="sand"
      >
        <ParagraphsWithAside paragraphs={foreignDivorceRecognition.paragraphs}>
          <aside
            className="rounded-card border border-line bg-white p-6 shadow-card"
            aria-labelledby="fd-bring-heading"
          >
            <h3 id="fd-bring-heading" className="text-xl font-semibold">
              What we need to see
            </h3>
            <ul className="mt-4 space-y-2">
              {foreignDivorceRecognition.bring.map((p) => (
                <li key={p} className="flex gap-2">
                  <Icon name="document" className="mt-1 size-4 shrink-0 text-brass-700" />
                  <span>{p}</span>
                </li>
              ))}
            </ul>
          </aside>
        </ParagraphsWithAside>
      </Section>

      <FamilyLawFees />

      <Section
        id={faq.section}
        eyebrow="Questions"
        heading={faq.title}
        intro="General answers only: your situation may be different, so ask us about it."
      >
        <div className="max-w-4xl">
          <Prose entryKey={faq.key} html={prose} />
          <p className="mt-8">
            More questions?{" "}
            <Link
              to="/knowledge/family-law"
              className="font-semibold text-ink-700 underline underline-offset-4"
            >
              Read our family law FAQ
            </Link>
            .
          </p>
        </div>
      </Section>

      <CallToAction
        heading="Talk to us about your separation or divorce"
        emailSubject="Family law inquiry"
      />
    </>
  );
}
