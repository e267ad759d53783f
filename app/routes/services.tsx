import { Link } from "react-router";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Section } from "~/components/sections/section";
import { BookButton, ButtonLink } from "~/components/ui/button-link";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import { legalServiceJsonLd } from "~/content/people/structured-data";
import { serviceCards } from "~/content/services";
import { howWeWork, practiceAreaLinks, servicesIntro } from "~/content/services/overview";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";
import { pageByPath } from "~/site-map";

const PATH = "/services";

/** Indexed by site search. */
export const handle = { ...searchable, ...readOnly };

export const meta = () => pageMeta(PATH, [{ "script:ld+json": legalServiceJsonLd() }]);

export default function Services() {
  const page = pageByPath(PATH)!;
  return (
    <>
      <PageHero
        path={PATH}
        eyebrow="Practice areas"
        heading={page.heading}
        actions={
          <>
            <BookButton onDark />
            <ButtonLink to="/fees" variant="onDarkOutline" iconAfter="arrowRight">
              See our fees
            </ButtonLink>
          </>
        }
      >
        <p>{servicesIntro}</p>
      </PageHero>

      <Section id="practice-areas" eyebrow="What we do" heading="Five practice areas" tone="white">
        <ul className="space-y-6">
          {serviceCards.map((s, i) => {
            const links = practiceAreaLinks[s.id] ?? [];
            return (
              <li key={s.id} id={s.id}>
                <article className="grid gap-6 rounded-card border border-line bg-paper p-6 md:grid-cols-[auto_1.2fr_1fr] md:p-8">
                  <span className="flex size-14 items-center justify-center rounded-2xl bg-ink-900 text-brass-300">
                    <Icon name={s.icon} className="size-7" />
                  </span>
                  <div>
                    <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brass-700">
                      {String(i + 1).padStart(2, "0")}
                    </p>
                    <h3 className="mt-1 text-2xl font-semibold md:text-3xl">
                      <Link to={s.path} prefetch="intent" className="no-underline hover:underline">
                        {s.title}
                      </Link>
                    </h3>
                    <p className="mt-3 text-lg">{s.description}</p>
                    <div className="mt-5 flex flex-wrap gap-3">
                      <ButtonLink to={s.path} iconAfter="arrowRight">
                        Learn more<span className="sr-only"> about {s.title}</span>
                      </ButtonLink>
                      {links.map((l) => (
                        <ButtonLink key={l.path} to={l.path} variant="secondary">
                          {l.name}
                        </ButtonLink>
                      ))}
                    </div>
                  </div>
                  <CheckList items={s.features} className="space-y-2 self-center text-[0.95rem]" />
                </article>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        id="how-we-work"
        eyebrow="How we work"
        heading="The same careful steps, whatever your matter"
        intro="You always know what happens next, what it costs and who is handling it."
        tone="ink"
      >
        <ProcessSteps steps={howWeWork} layout="grid" tone="dark" />
      </Section>

      <Section id="not-sure" eyebrow="Not sure where your matter fits?" heading="Ask us first">
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-card border border-line bg-white p-6 shadow-card">
            <h3 className="text-xl font-semibold">Matters we do not take on</h3>
            <p className="mt-2">
              We do not handle contested family litigation, criminal defence or personal injury
              claims. If your matter is outside our practice, we will tell you so and suggest where
              to turn, including the Law Society of Ontario's referral service.
            </p>
          </div>
          <div className="rounded-card border border-line bg-white p-6 shadow-card">
            <h3 className="text-xl font-semibold">Guides and answers</h3>
            <p className="mt-2">
              Our Knowledge Centre explains common questions about buying and selling a home,
              immigration, family law, wills and notary services in plain language.
            </p>
            <ButtonLink to="/knowledge" variant="secondary" className="mt-4" iconAfter="arrowRight">
              Visit the Knowledge Centre
            </ButtonLink>
          </div>
        </div>
      </Section>

      <CallToAction heading="Tell us about your matter" emailSubject="Which service do I need?" />
    </>
  );
}
