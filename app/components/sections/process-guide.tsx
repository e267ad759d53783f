import type { ReactNode } from "react";
import type { FactId } from "~/content/facts";
import type { ProcessGuide as ProcessGuideData } from "~/content/guides/types";
import { pageByPath } from "~/site-map";
import { balancedItemClass } from "../ui/balanced-grid";
import { ButtonLink } from "../ui/button-link";
import { CallToAction } from "./call-to-action";
import { FigureSources } from "./figure-sources";
import { GuideCards } from "./guide-cards";
import { KnowledgeLinks } from "./knowledge-links";
import { PageHero } from "./page-hero";
import { ResourceLinks } from "./resource-links";
import { Section } from "./section";

/**
 * A step-by-step real estate guide (the purchase and selling process guides): numbered steps,
 * the expected timeline, any extra sections (tax considerations), official resources and a link
 * to the matching checklist. Both guides render through this one component.
 */
export function ProcessGuide({
  guide,
  figures = [],
  callout,
  emailSubject,
}: {
  guide: ProcessGuideData;
  figures?: readonly FactId[];
  /** An extra block before the sources, e.g. a link to a calculator. */
  callout?: ReactNode;
  emailSubject: string;
}) {
  const page = pageByPath(guide.path);
  const checklist = pageByPath(guide.checklistPath);
  if (!page || !checklist)
    throw new Error(`ProcessGuide: ${guide.path} or its checklist is not in the route table`);
  return (
    <>
      <PageHero
        path={guide.path}
        eyebrow="Real Estate Knowledge Centre"
        heading={page.heading}
        actions={
          <ButtonLink to={guide.checklistPath} variant="onDark" icon="check">
            Open the {checklist.heading.toLowerCase()}
          </ButtonLink>
        }
      >
        <p>{guide.intro}</p>
      </PageHero>

      <Section
        id="steps"
        eyebrow="Step by step"
        heading={`The ${guide.steps.length} steps`}
        tone="paper"
      >
        <nav aria-label="Steps in this guide" className="mb-10">
          <ol className="flex flex-wrap gap-2">
            {guide.steps.map((step, i) => (
              <li key={step.id}>
                <a
                  href={`#${step.id}`}
                  className="inline-flex min-h-11 items-center gap-2 rounded-2xl border border-line bg-white px-4 py-2 text-sm font-semibold text-ink-800 no-underline hover:border-ink-700"
                >
                  <span aria-hidden="true" className="text-brass-700">
                    {i + 1}
                  </span>
                  {step.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <ol className="space-y-6">
          {guide.steps.map((step, i) => (
            <li
              key={step.id}
              id={step.id}
              className="rounded-card border border-line bg-white p-6 shadow-card md:p-8"
            >
              <div className="grid gap-5 md:grid-cols-[4rem_1fr]">
                <span
                  aria-hidden="true"
                  className="flex size-12 items-center justify-center rounded-full bg-ink-900 font-serif text-xl font-semibold text-brass-300 md:size-14"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="text-2xl font-semibold">
                    <span className="sr-only">Step {i + 1}: </span>
                    {step.title}
                  </h3>
                  <p className="mt-2 text-lg text-muted">{step.summary}</p>
                  <div className="prose-firm mt-4 max-w-3xl">
                    {step.details.map((d) => (
                      <p key={d}>{d}</p>
                    ))}
                  </div>
                  {step.tips ? (
                    <ul className="mt-5 space-y-2 rounded-xl bg-brass-100 p-4 text-[0.95rem] text-ink-900">
                      {step.tips.map((t) => (
                        <li key={t} className="flex gap-2">
                          <span aria-hidden="true" className="font-bold text-brass-700">
                            ›
                          </span>
                          <span>{t}</span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="timeline"
        eyebrow="Timeline"
        heading={guide.timeline.heading}
        intro={guide.timeline.intro}
        tone="ink"
      >
        <ol className="grid gap-4 md:grid-cols-12 lg:grid-cols-5" data-balanced-grid>
          {guide.timeline.stages.map((stage, i) => (
            <li
              key={stage.title}
              className={`rounded-card border border-white/15 bg-white/5 p-5 lg:col-span-1 ${balancedItemClass(i, guide.timeline.stages.length, { md: 2 })}`}
            >
              <span className="font-serif text-2xl font-semibold text-brass-300">
                {String(i + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-2 text-lg font-semibold text-white">{stage.title}</h3>
              <p className="mt-2 text-[0.95rem] text-ink-100">{stage.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      {guide.sections.map((s) => (
        <GuideCards key={s.id} section={s} />
      ))}

      <section aria-label="Resources and next steps" className="bg-paper py-16 md:py-20">
        <div className="container-page">
          <ResourceLinks resources={guide.resources} />
          {callout}
          <FigureSources facts={figures} />
          <KnowledgeLinks
            links={[
              {
                label: "Real Estate Knowledge Centre",
                to: "/knowledge/real-estate",
                icon: "arrowLeft",
                variant: "ghost",
              },
              { label: "Real estate fees", to: "/fees/real-estate" },
              {
                label: checklist.heading,
                to: guide.checklistPath,
                variant: "primary",
                iconAfter: "arrowRight",
              },
            ]}
          />
        </div>
      </section>
      <CallToAction emailSubject={emailSubject} />
    </>
  );
}
