import { Link } from "react-router";
import { firm, telHref } from "~/content/firm";
import { realEstateServices } from "~/content/services/real-estate";
import type { ProcessPageContent } from "~/content/services/types";
import { closingCostEstimatorPath, pageByPath } from "~/site-map";
import { BookButton, ButtonLink } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { ContactOptions } from "./contact-options";
import { FeatureGrid } from "./feature-grid";
import { PageHero } from "./page-hero";
import { ProcessSteps } from "./process-steps";
import { Section } from "./section";

/** The shared layout of the buying, selling and refinancing pages, fed by content. */
export function ProcessPage({ content }: { content: ProcessPageContent }) {
  const page = pageByPath(content.path);
  if (!page) throw new Error(`ProcessPage: ${content.path} is not in the route table`);
  const related = realEstateServices.filter((s) => s.path !== content.path);
  return (
    <>
      <PageHero
        path={content.path}
        eyebrow="Real estate law"
        heading={page.heading}
        actions={
          <>
            <BookButton onDark />
            <ButtonLink to={telHref(firm.phone)} variant="onDarkOutline" icon="phone">
              Call {firm.phone.display}
            </ButtonLink>
          </>
        }
        aside={
          <dl
            className="rounded-[1.5rem] border border-white/15 bg-white/5 p-6 md:p-7"
            aria-label="At a glance"
          >
            {content.glance.map((g, i) => (
              <div key={g.label} className={i > 0 ? "mt-4 border-t border-white/15 pt-4" : ""}>
                <dt className="text-sm font-semibold uppercase tracking-[0.14em] text-brass-300">
                  {g.label}
                </dt>
                <dd className="mt-1 text-lg text-white">{g.value}</dd>
              </div>
            ))}
          </dl>
        }
      >
        <p>{content.lead}</p>
      </PageHero>

      <Section
        id="process"
        eyebrow="Step by step"
        heading={content.stepsHeading}
        intro={content.stepsIntro}
        tone="white"
      >
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
          <ProcessSteps steps={content.steps} />
          {/* The column runs the full height of the steps: the notes come first, then the fees card
              stays beside the later steps as they scroll by, so the column never stands empty. */}
          <aside className="flex flex-col gap-5" data-process-aside>
            <div
              className="flex gap-3 rounded-card border border-brass-500/40 bg-brass-100 p-5 text-ink-900"
              data-conflict-note
            >
              <Icon name="info" className="mt-0.5 size-5 shrink-0 text-brass-700" />
              <div>
                <h3 className="text-lg font-semibold">One lawyer, one side</h3>
                <p className="mt-1 text-[0.95rem]">{content.conflictNote}</p>
              </div>
            </div>
            <div className="rounded-card border border-line bg-paper p-5">
              <h3 className="text-lg font-semibold">What to send us</h3>
              <ul className="mt-3 space-y-2 text-[0.95rem]">
                {content.youProvide.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Icon name="document" className="mt-1 size-4 shrink-0 text-brass-700" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div
              className="rounded-card border border-line bg-paper p-5 lg:sticky lg:top-28"
              data-process-fees
            >
              <h3 className="text-lg font-semibold">Our fees</h3>
              <p className="mt-1 text-[0.95rem]">{content.feesText}</p>
              <ButtonLink
                to={content.feesPath}
                variant="secondary"
                className="mt-4"
                iconAfter="arrowRight"
              >
                See real estate fees
              </ButtonLink>
              {content.closingCosts ? (
                <ButtonLink
                  to={closingCostEstimatorPath}
                  variant="ghost"
                  className="mt-2"
                  iconAfter="arrowRight"
                >
                  Estimate your closing costs
                </ButtonLink>
              ) : null}
            </div>
          </aside>
        </div>
      </Section>

      <Section
        id="considerations"
        eyebrow="Good to know"
        heading={content.considerationsHeading}
        tone="sand"
      >
        <FeatureGrid items={content.considerations} />
      </Section>

      <Section id="related" eyebrow="Real estate law" heading="Other real estate services">
        <ul className="grid gap-5 md:grid-cols-2">
          {related.map((s) => (
            <li key={s.id}>
              <Link
                to={s.path}
                prefetch="intent"
                className="group flex h-full gap-4 rounded-card border border-line bg-white p-6 no-underline shadow-card transition hover:-translate-y-0.5 hover:shadow-lift"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-ink-900 text-brass-300">
                  <Icon name={s.icon} className="size-5" />
                </span>
                <span>
                  <span className="block font-serif text-xl font-semibold text-ink-900">
                    {s.title}
                  </span>
                  <span className="mt-1 block text-[0.95rem] text-muted">{s.description}</span>
                  <span className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-ink-700">
                    Read more{" "}
                    <Icon
                      name="arrowRight"
                      className="size-4 transition group-hover:translate-x-0.5"
                    />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <ContactOptions
        heading="Talk to us about your transaction"
        intro="Call, e-mail or book a free consultation. The sooner we see your agreement, the more we can do for you."
        emailSubject={content.emailSubject}
      />
    </>
  );
}
