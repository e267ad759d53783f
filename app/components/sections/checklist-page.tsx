import type { ReactNode } from "react";
import type { FactId } from "~/content/facts";
import type { Checklist } from "~/content/guides/types";
import { pageByPath } from "~/site-map";
import { ButtonLink } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { CallToAction } from "./call-to-action";
import { FigureSources } from "./figure-sources";
import { GuideCards } from "./guide-cards";
import { InteractiveChecklist } from "./interactive-checklist";
import { KnowledgeLinks } from "./knowledge-links";
import { PageHero } from "./page-hero";

/** A buyer or seller checklist page: the tickable phases, extra sections and reminders. */
export function ChecklistPage({
  checklist,
  figures = [],
  callout,
  emailSubject,
}: {
  checklist: Checklist;
  figures?: readonly FactId[];
  /** An extra block before the sources, e.g. a link to a calculator. */
  callout?: ReactNode;
  emailSubject: string;
}) {
  const page = pageByPath(checklist.path);
  const guide = pageByPath(checklist.guidePath);
  if (!page || !guide)
    throw new Error(`ChecklistPage: ${checklist.path} or its guide is not in the route table`);
  return (
    <>
      <div className="print:hidden">
        <PageHero
          path={checklist.path}
          eyebrow="Real Estate Knowledge Centre"
          heading={page.heading}
          actions={
            <ButtonLink to={checklist.guidePath} variant="onDarkOutline" icon="document">
              Read the step-by-step guide
            </ButtonLink>
          }
        >
          <p>{checklist.intro}</p>
        </PageHero>
      </div>

      <section aria-label="Checklist" className="bg-paper py-12 md:py-16 print:py-0">
        <div className="container-page max-w-4xl">
          <InteractiveChecklist checklist={checklist} title={page.heading} />
        </div>
      </section>

      {checklist.sections.map((s) => (
        <GuideCards key={s.id} section={s} />
      ))}

      <section aria-labelledby="reminders-heading" className="bg-paper py-16 md:py-20 print:py-4">
        <div className="container-page">
          <div className="rounded-card border border-brass-500/40 bg-brass-100 p-6 md:p-8 print:border-ink-200 print:bg-transparent">
            <h2 id="reminders-heading" className="flex items-center gap-3 text-2xl font-semibold">
              <Icon name="alert" className="size-7 text-brass-700 print:hidden" />
              Reminders
            </h2>
            <ul className="mt-5 gap-x-10 md:columns-2">
              {checklist.reminders.map((r) => (
                <li key={r} className="mb-3 flex break-inside-avoid gap-3 text-ink-900">
                  <Icon name="check" className="mt-1 size-4 shrink-0 text-brass-700" />
                  <span>{r}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="print:hidden">
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
                { label: guide.heading, to: checklist.guidePath },
                {
                  label: "Contact us",
                  to: "/contact",
                  variant: "primary",
                  iconAfter: "arrowRight",
                },
              ]}
            />
          </div>
        </div>
      </section>
      <div className="print:hidden">
        <CallToAction emailSubject={emailSubject} />
      </div>
    </>
  );
}
