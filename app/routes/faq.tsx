import { Link } from "react-router";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { faqSets } from "~/content/collections.server";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { pageByPath } from "~/site-map";
import { sitePageByPath } from "~/site-pages.server";
import type { Route } from "./+types/faq";

/** Nothing interactive in its content: not hydrated (app/page/hydration.ts). */
export const handle = readOnly;

const PATH = "/faq";

/**
 * No FAQPage here: the hub shows only the questions, each a link to the page that answers it, and
 * each question is marked up once, on that page, where its answer is shown (Google's FAQ guidelines;
 * docs/STANDARDS.md#html-and-structured-data).
 */
export const meta = () => pageMeta(PATH);

/**
 * Every FAQ set of app/content/faqs, in their `order`: how the hub names each group, the page (or
 * page section) its answers are on, and its questions with their anchors.
 */
export function loader() {
  return {
    groups: faqSets.map((set) => {
      const path = set.embedded ? set.page : set.path;
      const page = sitePageByPath(path);
      if (!page) throw new Error(`FAQ hub: ${path} is not in the route table`);
      const href = set.embedded ? `${path}#${set.section}` : path;
      return {
        anchor: `faq-${path.replace(/^\//, "").replace(/\//g, "-")}`,
        label: set.embedded ? `${page.heading} services` : page.title,
        pageName: set.embedded ? `${page.heading} services page` : `${page.title} page`,
        href,
        questions: set.questions.map((q) => ({
          href: `${path}#${q.id}`,
          question: q.question,
        })),
      };
    }),
  };
}

export default function FaqHub({ loaderData }: Route.ComponentProps) {
  const page = pageByPath(PATH)!;
  const { groups } = loaderData;
  const total = groups.reduce((n, g) => n + g.questions.length, 0);
  return (
    <>
      <PageHero eyebrow="Knowledge Centre" heading={page.heading}>
        <p>
          The {total} questions answered on our FAQ and service pages, in one place. Choose a
          question to read the full answer on its page.
        </p>
      </PageHero>
      {/* A plain block: its heading is the topics navigation's own, and every group below has its
          own section and heading (a section without a heading is no section: HTML's outline). */}
      <div className="bg-paper py-14 md:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[16rem_1fr] lg:gap-14">
          <nav aria-labelledby="faq-topics-heading" className="lg:sticky lg:top-28 lg:self-start">
            <h2
              id="faq-topics-heading"
              className="text-sm font-semibold uppercase tracking-[0.16em] text-brass-700"
            >
              Topics
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
              {groups.map((group) => (
                <li key={group.anchor}>
                  <a
                    href={`#${group.anchor}`}
                    className="inline-flex min-h-11 items-center rounded-2xl border border-line bg-white px-4 py-2 text-sm font-semibold text-ink-800 no-underline hover:border-ink-700 lg:w-full lg:justify-between"
                  >
                    {group.label}
                    <span className="ml-2 text-muted">{group.questions.length}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="space-y-8">
            {groups.map((group) => {
              const source = group;
              const id = group.anchor;
              return (
                <section
                  key={id}
                  id={id}
                  aria-labelledby={`${id}-heading`}
                  className="rounded-card border border-line bg-white p-6 shadow-card md:p-8"
                >
                  <h2 id={`${id}-heading`} className="text-2xl font-semibold md:text-3xl">
                    {source.label}
                  </h2>
                  <p className="mt-1 text-[0.95rem] text-muted">
                    Answers on the{" "}
                    <Link
                      to={source.href}
                      className="text-ink-700 underline underline-offset-2 hover:text-ink-900"
                    >
                      {source.pageName}
                    </Link>
                  </p>
                  <ol className="mt-5 divide-y divide-line border-t border-line">
                    {group.questions.map((item, i) => (
                      <li key={item.href}>
                        <Link
                          to={item.href}
                          className="group flex min-h-11 items-start gap-3 py-3 text-ink-900 no-underline hover:text-ink-700"
                        >
                          <span
                            aria-hidden="true"
                            className="w-6 shrink-0 pt-px text-right font-semibold text-brass-700"
                          >
                            {i + 1}
                          </span>
                          <span className="flex-1 group-hover:underline">{item.question}</span>
                        </Link>
                      </li>
                    ))}
                  </ol>
                </section>
              );
            })}
          </div>
        </div>
      </div>
      <CallToAction heading="Did not find your question?" emailSubject="Question from the FAQ" />
    </>
  );
}
