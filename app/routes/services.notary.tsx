import { NotaryPricing } from "~/components/fees/notary-pricing";
import { CallToAction } from "~/components/sections/call-to-action";
import { FigureSources } from "~/components/sections/figure-sources";
import { PageHero } from "~/components/sections/page-hero";
import { ParagraphsWithAside } from "~/components/sections/paragraphs-with-aside";
import { Section } from "~/components/sections/section";
import { NotaryOnlineOrInPerson } from "~/components/services/notary-online-or-in-person";
import { ButtonLink } from "~/components/ui/button-link";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import { serviceTerms } from "~/content/firm";
import { documentsAbroad, notaryIntro, notaryRole } from "~/content/services/notary";
import { notaryRequestHref } from "~/lib/domain/contact-estimate";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";
import { pageByPath } from "~/site-map";

const PATH = "/services/notary";

/** Indexed by site search. */
export const handle = { ...searchable, ...readOnly };

export const meta = () => pageMeta(PATH);

/**
 * The notary page's first action. The booking takes 15-minute phone or video consultations only
 * (docs/BOOKING.md#consultation-types), and a notarization, often in person, is arranged by the
 * firm, so the page asks for an appointment rather than offering to book one.
 */
function RequestNotaryAppointment({ onDark = false }: { onDark?: boolean }) {
  return (
    <ButtonLink to={notaryRequestHref} variant={onDark ? "onDark" : "primary"} icon="calendar">
      Request a notary appointment
    </ButtonLink>
  );
}

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
            <RequestNotaryAppointment onDark />
            <ButtonLink to="#pricing" variant="onDarkOutline" iconAfter="arrowRight">
              See prices
            </ButtonLink>
          </>
        }
      >
        {/* Weighted for site search: "notary" finds this page, with its prices, before the FAQ
            (docs/PRODUCT-RULES.md#search). */}
        <p data-pagefind-weight="10">{notaryIntro}</p>
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
        heading="Request a notary appointment"
        primary={<RequestNotaryAppointment onDark />}
        emailSubject="Notary appointment request"
      >
        <p>
          Send us a request, call or e-mail: tell us what you need notarized and whether you would
          like to meet online or in person. We reply with the fee and a time that suits you.{" "}
          {serviceTerms.replyTimes} {serviceTerms.officeHours}.
        </p>
      </CallToAction>
    </>
  );
}
