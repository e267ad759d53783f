import { Link } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import {
  balancedGridClass,
  balancedItemClass,
  type GridColumns,
} from "~/components/ui/balanced-grid";
import { BookButton, ButtonLink } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import { firm, serviceTerms } from "~/content/firm";
import { memberships, reasonsToChooseUs, values, whoWeAre } from "~/content/firm-story";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";
import { pageByPath } from "~/site-map";

const PATH = "/about";
const reasonColumns: GridColumns = { md: 2, lg: 3 };

export const meta = () => pageMeta(PATH);

/** Text, lists and links: nothing here needs React (docs/PRODUCT-RULES.md#which-pages-hydrate). */
export const handle = { ...searchable, ...readOnly };

export default function About() {
  const page = pageByPath(PATH)!;
  return (
    <>
      <PageHero eyebrow="About us" heading={page.heading}>
        <p>
          A small Ontario law firm with a virtual practice, serving clients in Ontario, the
          Caribbean and around the world.
        </p>
      </PageHero>

      <Section
        id="who-we-are"
        eyebrow="Who we are"
        heading="A careful firm, wherever you are"
        tone="white"
      >
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div className="space-y-5 text-lg leading-relaxed">
            {whoWeAre.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <aside className="rounded-card border border-line bg-paper p-6" aria-label="At a glance">
            <h3 className="text-xl font-semibold">At a glance</h3>
            {/* A space after each term, so site search reads "First consultation 15 minutes", not
                "consultation15" (Pagefind joins a term to its description). */}
            <dl className="mt-4 space-y-3 text-[0.95rem]">
              <div>
                <dt className="font-semibold text-ink-900">Practice areas</dt>{" "}
                <dd>Real estate, immigration, wills and estates, family law, notary services</dd>
              </div>
              <div>
                <dt className="font-semibold text-ink-900">Where we work</dt>{" "}
                <dd>Virtually across Ontario and abroad; office in {firm.address.locality}</dd>
              </div>
              <div>
                <dt className="font-semibold text-ink-900">First consultation</dt>{" "}
                <dd>
                  {firm.consultation.minutes} minutes, {firm.consultation.price}
                </dd>
              </div>
            </dl>
          </aside>
        </div>
      </Section>

      <Section id="values" eyebrow="Our values" heading="What you can expect from us">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((v) => (
            <li key={v.title} className="rounded-card border border-line bg-white p-6 shadow-card">
              <Icon name={v.icon} className="size-8 text-brass-700" />
              <h3 className="mt-4 text-xl font-semibold">{v.title}</h3>
              <p className="mt-2 text-[0.95rem]">{v.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="why-choose-us"
        eyebrow="Why choose us"
        heading="Five reasons clients choose us"
        tone="ink"
      >
        <ol className={`${balancedGridClass(reasonColumns)} gap-5`} data-balanced-grid>
          {reasonsToChooseUs.map((r, i) => (
            <li
              key={r.title}
              className={`rounded-card border border-white/15 bg-white/5 p-6 ${balancedItemClass(i, reasonsToChooseUs.length, reasonColumns)}`}
            >
              <span className="font-serif text-3xl font-semibold text-brass-300">
                {String(i + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-3 text-xl font-semibold text-white">{r.title}</h3>
              <p className="mt-2 text-[0.95rem] text-ink-100">{r.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="memberships"
        eyebrow="Memberships"
        heading="Professional memberships"
        tone="white"
      >
        <ul className="grid gap-5 md:grid-cols-2">
          {memberships.map((m) => (
            <li key={m.name} className="flex gap-4 rounded-card border border-line bg-paper p-6">
              <Icon name="shield" className="size-8 shrink-0 text-brass-700" />
              <div>
                <h3 className="text-xl font-semibold">{m.name}</h3>
                <p className="mt-2 text-[0.95rem]">{m.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="inclusivity" eyebrow="Inclusivity" heading="Everyone is welcome here">
        <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:items-start">
          {/* The footer carries the short statement; this says what it means in practice, from the
              accessibility statement (/accessibility#accessible-formats). */}
          <div className="space-y-4 text-lg leading-relaxed">
            <p>
              Whatever your background, identity, ability or faith, you are welcome here, and we
              want working with us to be easy for you.
            </p>
            <p>
              Tell us what would help: a document in large print or as a file your screen reader
              reads, a plain-language explanation of a step, a meeting by phone or by video with
              live captions, a sign language interpreter, or a support person with you. We arrange
              it at no cost to you;{" "}
              <Link to="/accessibility#accessible-formats" className="font-semibold underline">
                our accessibility statement
              </Link>{" "}
              says how to ask.
            </p>
          </div>
          <div
            className="rounded-card border border-line bg-white p-6 shadow-card"
            data-call-to-action
          >
            <h3 className="text-xl font-semibold">Get in touch</h3>
            <p className="mt-2 text-[0.95rem]">
              {serviceTerms.replyTimes} Tell us a little about your matter and we will suggest the
              next step.
            </p>
            {/* Booking is the filled, first action (docs/PRODUCT-RULES.md#service-terms). */}
            <div className="mt-5 flex flex-wrap gap-3" data-actions>
              <BookButton />
              <ButtonLink to="/contact" variant="secondary" iconAfter="arrowRight">
                Get in Touch
              </ButtonLink>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
