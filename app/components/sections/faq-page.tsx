import type { ReactNode } from "react";
import type { FactId } from "~/content/facts";
import type { FaqGroup } from "~/content/types";
import { pageByPath } from "~/site-map";
import { CallToAction } from "./call-to-action";
import { FaqList } from "./faq-list";
import { FigureSources } from "./figure-sources";
import { type KnowledgeLink, KnowledgeLinks } from "./knowledge-links";
import { PageHero } from "./page-hero";

/**
 * One Knowledge Centre FAQ page: hero, a list of the questions to jump to, the
 * numbered questions (each with a stable anchor that opens when linked), next-step links and
 * the sources of any government figures quoted.
 */
export function FaqPage({
  group,
  intro,
  links,
  figures = [],
  emailSubject,
}: {
  group: FaqGroup;
  intro: ReactNode;
  links: readonly KnowledgeLink[];
  figures?: readonly FactId[];
  emailSubject: string;
}) {
  const page = pageByPath(group.path);
  if (!page) throw new Error(`FaqPage: ${group.path} is not in the route table`);
  return (
    <>
      <PageHero path={group.path} eyebrow="Knowledge Centre" heading={page.heading}>
        {intro}
      </PageHero>
      <section aria-labelledby="questions-heading" className="bg-paper py-14 md:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[17rem_1fr] lg:gap-14">
          <nav
            aria-labelledby="in-this-faq-heading"
            className="hidden lg:sticky lg:top-28 lg:block lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto"
          >
            <h2
              id="in-this-faq-heading"
              className="text-sm font-semibold uppercase tracking-[0.16em] text-brass-700"
            >
              {group.items.length} questions
            </h2>
            <ol className="mt-4 space-y-0.5 border-l border-line text-sm leading-snug">
              {group.items.map((item, i) => (
                <li key={item.id}>
                  <a
                    href={`#${item.id}`}
                    className="-ml-px flex items-center gap-2 border-l-2 border-transparent py-1.5 pl-3 text-body no-underline hover:border-brass-500 hover:text-ink-900 "
                  >
                    <span aria-hidden="true" className="w-5 shrink-0 font-semibold text-brass-700">
                      {i + 1}
                    </span>
                    <span>{item.question}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div>
            <h2 id="questions-heading" className="sr-only">
              Questions and answers
            </h2>
            <FaqList items={group.items} />
            <FigureSources facts={figures} />
            <KnowledgeLinks links={links} />
          </div>
        </div>
      </section>
      <CallToAction emailSubject={emailSubject} />
    </>
  );
}
