import { Section } from "~/components/sections/section";
import { ButtonLink } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import {
  type NotaryFeeLine,
  notaryOtherCosts,
  notaryPricingCards,
  realEstateClosingIdRule,
} from "~/content/fees/notary";
import { firm, mailtoHref } from "~/content/firm";
import { formatCad } from "~/lib/domain/money";
import { FeeCard } from "./fee-card";

function lineAmount(line: NotaryFeeLine): string {
  return formatCad(line.amount, { cents: line.showCents });
}

/** One card per notarial service: its base fee, its extra lines and the ID it needs. */
function NotaryFeeCards() {
  return (
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
  );
}

/** The costs beside the notarial fees (printing, scanning, another witness, drafting). */
function NotaryOtherCosts() {
  return (
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
  );
}

/** The notary page's prices: the fee cards, the other costs, and the ID a closing needs. */
export function NotaryPricing() {
  return (
    <Section
      id="pricing"
      eyebrow="Prices"
      heading="Notary fees"
      intro="All prices are in Canadian dollars, per document unless stated. 13% HST is added to every fee."
      tone="white"
    >
      <NotaryFeeCards />
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <NotaryOtherCosts />
        <div className="rounded-card border border-line bg-paper p-6">
          <h3 className="text-xl font-semibold">Real estate closings: bring three pieces of ID</h3>
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
  );
}
