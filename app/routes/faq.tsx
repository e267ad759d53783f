import { Link } from "react-router";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { allFaqGroups, faqItemHref } from "~/content/faqs";
import type { FaqGroup } from "~/content/types";
import { pageMeta } from "~/lib/seo";
import { pageByPath } from "~/site-map";

const PATH = "/faq";

export const meta = () => pageMeta(PATH);

/** How the hub names a group, and the page (or page section) its answers are on. */
function groupSource(group: FaqGroup): { label: string; pageName: string; href: string } {
  const page = pageByPath(group.path);
  if (!page) throw new Error(`FAQ hub: ${group.path} is not in the route table`);
  return group.sectionId
    ? {
        label: `${page.heading} services`,
        pageName: `${page.heading} services page`,
        href: `${group.path}#${group.sectionId}`,
      }
    : { label: page.title, pageName: `${page.title} page`, href: group.path };
}

const anchorOf = (group: FaqGroup) => `faq-${group.path.replace(/^\//, "").replace(/\//g, "-")}`;

export default function FaqHub() {
  const page = pageByPath(PATH)!;
  const total = allFaqGroups.reduce((n, g) => n + g.items.length, 0);
  return (
    <>
      <PageHero eyebrow="Knowledge Centre" heading={page.heading}>
        <p>
          All {total} questions we answer on this site, in one place. Choose a question to read the
          full answer on its page.
        </p>
      </PageHero>
      <section aria-labelledby="faq-topics-heading" className="bg-paper py-14 md:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[16rem_1fr] lg:gap-14">
          <nav aria-labelledby="faq-topics-heading" className="lg:sticky lg:top-28 lg:self-start">
            <h2
              id="faq-topics-heading"
              className="text-sm font-semibold uppercase tracking-[0.16em] text-brass-700"
            >
              Topics
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
              {allFaqGroups.map((group) => (
                <li key={anchorOf(group)}>
                  <a
                    href={`#${anchorOf(group)}`}
                    className="inline-flex min-h-11 items-center rounded-2xl border border-line bg-white px-4 py-2 text-sm font-semibold text-ink-800 no-underline hover:border-ink-700 lg:w-full lg:justify-between"
                  >
                    {groupSource(group).label}
                    <span className="ml-2 text-muted">{group.items.length}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="space-y-8">
            {allFaqGroups.map((group) => {
              const source = groupSource(group);
              const id = anchorOf(group);
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
                    {group.items.map((item, i) => (
                      <li key={item.id}>
                        <Link
                          to={faqItemHref(group, item.id)}
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
      </section>
      <CallToAction heading="Did not find your question?" emailSubject="Question from the FAQ" />
    </>
  );
}
