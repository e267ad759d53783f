import { NotaryPricing } from "~/components/fees/notary-pricing";
import { CallToAction } from "~/components/sections/call-to-action";
import { FigureSources } from "~/components/sections/figure-sources";
import { PageHero } from "~/components/sections/page-hero";
import { ParagraphsWithAside } from "~/components/sections/paragraphs-with-aside";
import { Section } from "~/components/sections/section";
import { NotaryOnlineOrInPerson } from "~/components/services/notary-online-or-in-person";
import { BookButton, ButtonLink } from "~/components/ui/button-link";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import { serviceTerms } from "~/content/firm";
import { documentsAbroad, notaryIntro, notaryRole } from "~/content/services/notary";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";
import { pageByPath } from "~/site-map";

const PATH = "/services/notary";

/** Indexed by site search. */
export const handle = { ...searchable, ...readOnly };

export const meta = () => pageMeta(PATH);

export default function Notary() {
  const page = pageByPath(PATH)!;
  return (
    <>
      <PageHero
        path={PATH}
        eyebrow="Notary public · Toronto and online"
        heading={page.heading}
        actions={
          <>
            <BookButton onDark>Book an appointment</BookButton>
            <ButtonLink to="#pricing" variant="onDarkOutline" iconAfter="arrowRight">
              See prices
            </ButtonLink>
          </>
        }
      >
        <p>{notaryIntro}</p>
      </PageHero>

      <Section id="role" eyebrow="The law" heading={notaryRole.heading} tone="white">
        <ParagraphsWithAside
          paragraphs={notaryRole.paragraphs}
          after={
            <p
              className="flex gap-3 rounded-card border border-brass-500/40 bg-brass-100 p-5 text-base text-ink-900"
              data-no-advice-note
            >
              <Icon name="info" className="mt-0.5 size-5 shrink-0 text-brass-700" />
              <span>{notaryRole.noAdviceNote}</span>
            </p>
          }
        >
          <aside
            className="rounded-card border border-line bg-paper p-6"
            aria-labelledby="notary-bring-heading"
          >
            <h3 id="notary-bring-heading" className="text-xl font-semibold">
              What to bring
            </h3>
            <CheckList items={notaryRole.bring} className="mt-4 space-y-2 text-[0.95rem]" />
          </aside>
        </ParagraphsWithAside>
      </Section>

      <Section
        id="documents-abroad"
        eyebrow="Documents going abroad"
        heading={documentsAbroad.heading}
        tone="white"
      >
        <ParagraphsWithAside paragraphs={documentsAbroad.paragraphs}>
          <div className="self-start rounded-card border border-line bg-sand/60 p-6">
            <h3 className="text-xl font-semibold">Three steps</h3>
            <ol className="mt-4 list-decimal space-y-2 pl-5 text-[0.95rem]">
              {documentsAbroad.steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </div>
        </ParagraphsWithAside>
        <FigureSources facts={["apostille-convention-canada"]} />
      </Section>

      <NotaryOnlineOrInPerson />

      <NotaryPricing />

      <CallToAction
        heading="Book a notary appointment"
        bookLabel="Book a notary appointment"
        emailSubject="Notary appointment request"
      >
        <p>
          Tell us what you need notarized and whether you would like to meet online or in person. We
          will confirm the fee and a time. {serviceTerms.replyTimes}
        </p>
      </CallToAction>
    </>
  );
}
