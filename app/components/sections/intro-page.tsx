import type { ReactNode } from "react";
import { Link } from "react-router";
import { pageByPath, sitePages } from "~/site-map";
import { Icon } from "../ui/icon";
import { CallToAction } from "./call-to-action";
import { PageHero } from "./page-hero";

/**
 * A page told in brief: its hero and introduction, the pages nested under it, and the closing
 * call to action. Used while a section's full content is being written.
 */
export function IntroPage({ path, children }: { path: string; children: ReactNode }) {
  const page = pageByPath(path);
  if (!page) throw new Error(`IntroPage: ${path} is not in the route table`);
  const nested = sitePages.filter((p) => p.parent === path);
  return (
    <>
      <PageHero path={path} heading={page.heading}>
        {children}
      </PageHero>
      {nested.length > 0 ? (
        <section aria-labelledby="nested-heading" className="bg-paper py-16">
          <div className="container-page">
            <h2 id="nested-heading" className="text-2xl font-semibold md:text-3xl">
              In this section
            </h2>
            <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {nested.map((p) => (
                <li key={p.path}>
                  <Link
                    to={p.path}
                    prefetch="intent"
                    className="group flex h-full flex-col rounded-card border border-line bg-white p-6 no-underline shadow-card transition hover:-translate-y-0.5 hover:shadow-lift"
                  >
                    <span className="font-serif text-xl font-semibold text-ink-900">
                      {p.heading}
                    </span>
                    <span className="mt-2 flex-1 text-[0.95rem] text-muted">{p.description}</span>
                    <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-ink-700">
                      Read more{" "}
                      <Icon
                        name="arrowRight"
                        className="size-4 transition group-hover:translate-x-0.5"
                      />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <CallToAction />
    </>
  );
}
