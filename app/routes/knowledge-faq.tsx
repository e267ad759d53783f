import { data } from "react-router";
import { Prose } from "~/components/content/prose";
import { proseHtml } from "~/components/content/prose-html.server";
import { CallToAction } from "~/components/sections/call-to-action";
import { type KnowledgeLink, KnowledgeLinks } from "~/components/sections/knowledge-links";
import { PageHero } from "~/components/sections/page-hero";
import { entryBySlug } from "~/content/collections.server";
import { pageMetaFor } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";
import { contentPage } from "~/site-pages.server";
import type { Route } from "./+types/knowledge-faq";

const linkStyles: Record<"back" | "plain" | "primary", Omit<KnowledgeLink, "label" | "to">> = {
  back: { icon: "arrowLeft", variant: "ghost" },
  plain: {},
  primary: { variant: "primary", iconAfter: "arrowRight" },
};

/**
 * Every FAQ page of the Knowledge Centre: one file of app/content/faqs each, at
 * /knowledge/<file name> (docs/EDITING.md#edit-a-page). Each ## heading is a question with a
 * stable anchor, opened when linked; FAQPage structured data (rendered with the questions) lists
 * them all.
 */
export function loader({ params }: Route.LoaderArgs) {
  const faq = entryBySlug("faqs", params.topic);
  if (!faq || faq.embedded) throw data(null, { status: 404 });
  const page = contentPage(faq.path);
  if (!page) throw data(null, { status: 404 });
  return {
    prose: proseHtml(faq, "body", "sources"),
    page,
    faq: {
      key: faq.key,
      path: faq.path,
      intro: faq.intro,
      emailSubject: faq.emailSubject,
      questions: faq.questions.map(({ id, question }) => ({ id, question })),
      links: faq.links.map(({ style, ...l }) => ({ ...l, ...linkStyles[style] })),
    },
  };
}

/** Indexed by site search. */
export const handle = { ...searchable, ...readOnly };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMetaFor(loaderData.page) : [];

export default function KnowledgeFaq({ loaderData }: Route.ComponentProps) {
  const { page, faq, prose } = loaderData;
  return (
    <>
      <PageHero path={faq.path} page={page} eyebrow="Knowledge Centre" heading={page.heading}>
        <p>{faq.intro}</p>
      </PageHero>
      <section aria-labelledby="questions-heading" className="bg-paper py-14 md:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[17rem_1fr] lg:gap-14">
          <nav
            aria-labelledby="in-this-faq-heading"
            data-pagefind-ignore
            className="hidden lg:sticky lg:top-28 lg:block lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto"
          >
            <h2
              id="in-this-faq-heading"
              className="text-sm font-semibold uppercase tracking-[0.16em] text-brass-700"
            >
              {faq.questions.length} questions
            </h2>
            <ol className="mt-4 space-y-0.5 border-l border-line text-sm leading-snug">
              {faq.questions.map((item, i) => (
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
            <Prose entryKey={faq.key} html={prose} />
            <Prose entryKey={faq.key} slot="sources" html={prose} />
            <KnowledgeLinks links={faq.links} />
          </div>
        </div>
      </section>
      <CallToAction emailSubject={faq.emailSubject} />
    </>
  );
}
