import { FeeCard } from "~/components/fees/fee-card";
import { CallToAction } from "~/components/sections/call-to-action";
import { FigureSources } from "~/components/sections/figure-sources";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { BookButton, ButtonLink } from "~/components/ui/button-link";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import {
  type NotaryFeeLine,
  notaryOtherCosts,
  notaryPricingCards,
  onlineNotarization,
  realEstateClosingIdRule,
} from "~/content/fees/notary";
import { firm, fullAddress, mailtoHref, serviceTerms } from "~/content/firm";
import {
  documentsAbroad,
  notaryIntro,
  notaryRole,
  onlineVsInPerson,
} from "~/content/services/notary";
import { readOnly } from "~/document/hydration";
import { formatCad } from "~/lib/domain/money";
import { pageMeta } from "~/lib/seo/seo";
import { searchable } from "~/search/handle";
import { pageByPath } from "~/site-map";

const PATH = "/services/notary";

/** Indexed by site search. */
export const handle = { ...searchable, ...readOnly };

export const meta = () => pageMeta(PATH);

function lineAmount(line: NotaryFeeLine): string {
  return formatCad(line.amount, { cents: line.showCents });
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
        <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr]">
          <div className="space-y-4 text-lg leading-relaxed">
            {notaryRole.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <p
              className="flex gap-3 rounded-card border border-brass-500/40 bg-brass-100 p-5 text-base text-ink-900"
              data-no-advice-note
            >
              <Icon name="info" className="mt-0.5 size-5 shrink-0 text-brass-700" />
              <span>{notaryRole.noAdviceNote}</span>
            </p>
          </div>
          <aside
            className="rounded-card border border-line bg-paper p-6"
            aria-labelledby="notary-bring-heading"
          >
            <h3 id="notary-bring-heading" className="text-xl font-semibold">
              What to bring
            </h3>
            <CheckList items={notaryRole.bring} className="mt-4 space-y-2 text-[0.95rem]" />
          </aside>
        </div>
      </Section>

      <Section
        id="documents-abroad"
        eyebrow="Documents going abroad"
        heading={documentsAbroad.heading}
        tone="white"
      >
        <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr]">
          <div className="space-y-4 text-lg leading-relaxed">
            {documentsAbroad.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <div className="self-start rounded-card border border-line bg-sand/60 p-6">
            <h3 className="text-xl font-semibold">Three steps</h3>
            <ol className="mt-4 list-decimal space-y-2 pl-5 text-[0.95rem]">
              {documentsAbroad.steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </div>
        </div>
        <FigureSources facts={["apostille-convention-canada"]} />
      </Section>

      <Section
        id="online-or-in-person"
        eyebrow="Online or in person"
        heading="Which documents can be notarized online?"
        intro="Many Ontario documents can be signed and notarized by video. Some must be done in person, usually because we have to see an original or the receiving country requires it."
      >
        <div className="grid gap-5 md:grid-cols-2">
          <div
            className="rounded-card border border-line bg-white p-6 shadow-card"
            data-notary-online
          >
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-xl bg-ink-900 text-brass-300">
                <Icon name="laptop" className="size-5" />
              </span>
              <h3 className="text-xl font-semibold">{onlineVsInPerson.online.title}</h3>
            </div>
            <p className="mt-3">{onlineVsInPerson.online.text}</p>
            <h4 className="mt-5 font-semibold text-ink-900">Can be done online</h4>
            <CheckList items={onlineNotarization.online} className="mt-2 space-y-2" />
          </div>
          <div
            className="rounded-card border border-line bg-white p-6 shadow-card"
            data-notary-in-person
          >
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-xl bg-ink-900 text-brass-300">
                <Icon name="mapPin" className="size-5" />
              </span>
              <h3 className="text-xl font-semibold">{onlineVsInPerson.inPerson.title}</h3>
            </div>
            <p className="mt-3">{onlineVsInPerson.inPerson.text}</p>
            <h4 className="mt-5 font-semibold text-ink-900">Must be done in person</h4>
            <ul className="mt-2 space-y-2">
              {onlineNotarization.inPersonOnly.map((d) => (
                <li key={d} className="flex gap-2">
                  <Icon name="close" className="mt-1 size-4 shrink-0 text-danger-700" />
                  <span>{d}</span>
                </li>
              ))}
            </ul>
            <p className="mt-5 text-sm text-muted">Office: {fullAddress}</p>
          </div>
        </div>
      </Section>

      <Section
        id="pricing"
        eyebrow="Prices"
        heading="Notary fees"
        intro="All prices are in Canadian dollars, per document unless stated. 13% HST is added to every fee."
        tone="white"
      >
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" data-notary-pricing>
          {notaryPricingCards.map((card, i) => (
            <FeeCard
              key={card.id}
              id={card.id}
              service={card.service}
              price={card.base === null ? card.priceNote : formatCad(card.base)}
              priceNote={card.base !== null ? "base fee, plus HST" : null}
              description={card.description}
              className={
                // A last card left alone on its row spans the row instead.
                i === notaryPricingCards.length - 1 && notaryPricingCards.length % 3 === 1
                  ? "sm:col-span-2 lg:col-span-3"
                  : undefined
              }
            >
              {card.extras.length > 0 ? (
                <dl className="mt-4 space-y-1 border-t border-line pt-4 text-[0.95rem]">
                  {card.extras.map((e) => (
                    <div key={e.label} className="flex justify-between gap-4">
                      <dt>{e.label}</dt>
                      <dd className="whitespace-nowrap font-semibold text-ink-900">
                        {lineAmount(e)}
                        {e.unit ? ` ${e.unit}` : ""}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {card.note ? (
                <p
                  className="mt-4 flex gap-2 rounded-lg bg-brass-100 p-3 text-sm text-ink-900"
                  data-id-rule
                >
                  <Icon name="shield" className="mt-0.5 size-4 shrink-0 text-brass-700" />
                  <span>{card.note}</span>
                </p>
              ) : null}
            </FeeCard>
          ))}
        </ul>

        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <div className="rounded-card border border-line bg-paper p-6">
            <h3 className="text-xl font-semibold">Other costs</h3>
            <table className="mt-4 w-full text-left text-[0.95rem]" data-notary-other-costs>
              <caption className="sr-only">Other notary costs</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 font-semibold text-ink-900">
                    Item
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold text-ink-900">
                    Cost
                  </th>
                </tr>
              </thead>
              <tbody>
                {notaryOtherCosts.map((c) => (
                  <tr key={c.id} className="border-b border-line last:border-0">
                    <th scope="row" className="py-2 font-normal">
                      {c.label}
                    </th>
                    <td className="py-2 text-right font-semibold text-ink-900">
                      {c.varies
                        ? "Varies"
                        : `${lineAmount(c)}${c.unit ? ` ${c.unit}` : ""}${c.plusHst ? " plus HST" : ""}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="rounded-card border border-line bg-paper p-6">
            <h3 className="text-xl font-semibold">
              Real estate closings: bring three pieces of ID
            </h3>
            <p className="mt-3">
              For a real estate closing we need {realEstateClosingIdRule.pieces} pieces of
              identification from each person signing: two government-issued photo IDs, such as a
              passport and a driver's licence, and one more document showing your name, such as a
              health card, bank card or utility bill. The names must match the documents you are
              signing.
            </p>
            <p className="mt-3 text-sm text-muted">
              Fees cover the notarial service only. Drafting a document for you, translations and
              courier costs are quoted separately.
            </p>
            <ButtonLink
              to={mailtoHref(firm.email, "Notary appointment request")}
              variant="secondary"
              icon="mail"
              className="mt-4"
            >
              E-mail us your document
            </ButtonLink>
          </div>
        </div>
      </Section>

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
