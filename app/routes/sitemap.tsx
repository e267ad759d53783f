import { Link } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { pageByPath, siteSections } from "~/site-map";
import { sitePages } from "~/site-pages.server";
import type { Route } from "./+types/sitemap";

/** Nothing interactive in its content: not hydrated (app/page/hydration.ts). */
export const handle = readOnly;

const PATH = "/sitemap";

export const meta = () => pageMeta(PATH);

/** Every page of the route table, content pages included, when the sitemap is prerendered. */
export function loader() {
  return {
    pages: sitePages.map(({ path, heading, description, section, parent }) => ({
      path,
      heading,
      description,
      section,
      nested:
        Boolean(parent) &&
        parent !== "/" &&
        sitePages.find((p) => p.path === parent)?.section === section,
    })),
  };
}

/** A human-readable sitemap generated from the route table (docs/PRODUCT-RULES.md#site-structure-and-seo). */
export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const page = pageByPath(PATH)!;
  const sitePages = loaderData.pages;
  return (
    <>
      <PageHero path={PATH} heading={page.heading}>
        <p>Every page of this website, grouped by section.</p>
      </PageHero>
      <section aria-label="All pages" className="bg-paper py-16">
        <div className="container-page gap-10 md:columns-2 lg:columns-3">
          {siteSections.map((section) => {
            const pages = sitePages.filter((p) => p.section === section);
            if (pages.length === 0) return null;
            return (
              <div key={section} className="mb-10 break-inside-avoid">
                <h2 className="text-2xl font-semibold">{section}</h2>
                <ul className="mt-4 space-y-3" data-sitemap-section={section}>
                  {pages.map((p) => (
                    <li key={p.path} className={p.nested ? "ml-4 border-l border-line pl-3" : ""}>
                      <Link
                        to={p.path}
                        className="font-semibold text-ink-700 underline-offset-4 hover:underline"
                        data-sitemap-link
                      >
                        {p.heading}
                      </Link>
                      <p className="text-sm text-muted">{p.description}</p>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </section>
    </>
  );
}
