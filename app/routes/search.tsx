import { type FormEvent, useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { NoScript } from "~/components/ui/no-script";
import { blogPosts, faqSets, guides } from "~/content/collections.server";
import { pageMeta } from "~/lib/seo/seo";
import { SiteSearchCoverage } from "~/search/site-search-coverage";
import {
  SiteSearchResultList,
  siteSearchStatus,
  useSiteSearch,
} from "~/search/site-search-results";
import { pageById, pageByPath } from "~/site-map";
import { sitePages } from "~/site-pages.server";
import type { Route } from "./+types/search";

const PATH = "/search";

export const meta = () => pageMeta(PATH);

/**
 * What the search covers, grouped, for the page's own list: with JavaScript off (search runs in
 * the browser) the page still leads to every page it indexes.
 */
export function loader() {
  const group = (section: string, filter: (path: string) => boolean) => ({
    section,
    pages: sitePages
      .filter((p) => filter(p.path))
      .map((p) => ({ path: p.path, heading: p.heading, description: p.description })),
  });
  const faqPaths = new Set(faqSets.flatMap((f) => (f.embedded ? [] : [f.path])));
  // The guides, and the two hand-written pages of the knowledge centre that are guides too.
  const guidePaths = new Set([
    ...guides.map((g) => g.path),
    "/knowledge/real-estate/land-transfer-tax",
    "/knowledge/external-resources",
    "/knowledge",
  ]);
  const firmPaths = new Set(
    ["home", "about", "team", "principal-bio", "caribbean-lead-bio"].map((id) => pageById(id).path),
  );
  // The blog's first page and the articles: its further pages and practice areas are not indexed.
  const articlePaths = new Set(["/blog", ...blogPosts.map((a) => a.path)]);
  return {
    groups: [
      group("Articles", (p) => articlePaths.has(p)),
      group("Guides and checklists", (p) => guidePaths.has(p)),
      group("Answers to common questions", (p) => faqPaths.has(p) || p === "/faq"),
      group("Services", (p) => p.startsWith("/services")),
      group("Fees", (p) => p.startsWith("/fees")),
      group("The firm and its lawyers", (p) => firmPaths.has(p)),
      group("Contact and booking", (p) => p === "/contact"),
    ],
  };
}

/**
 * /search: the header's search link without JavaScript, and the full list of results with it
 * (the header's dialog sends Enter here). Results come from the same Pagefind index.
 */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const page = pageByPath(PATH)!;
  const [params, setParams] = useSearchParams();
  const term = (params.get("q") ?? "").trim();
  const [hydrated, setHydrated] = useState(false);
  const ids = { input: useId(), status: useId(), results: useId() };

  useEffect(() => setHydrated(true), []);
  const state = useSiteSearch(term);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get("q");
    setParams(typeof q === "string" && q.trim() ? { q: q.trim() } : {}, { replace: true });
  }

  return (
    <>
      <PageHero path={PATH} heading={page.heading}>
        <p>
          Search our articles, guides and checklists, the answers to common questions, our services
          and fees, the pages about the firm and its lawyers, and how to reach us and book.
        </p>
      </PageHero>
      <section aria-label="Search" className="bg-paper py-12 md:py-16">
        <div className="container-page max-w-3xl">
          <form role="search" action={PATH} method="get" onSubmit={onSubmit} className="space-y-3">
            <label htmlFor={ids.input} className="block font-semibold text-ink-900">
              Search for
            </label>
            <div className="flex flex-wrap gap-3">
              <input
                // The prerendered page has no query: the field takes it once the page hydrates.
                key={hydrated ? term : "prerendered"}
                id={ids.input}
                type="search"
                name="q"
                defaultValue={hydrated ? term : ""}
                autoComplete="off"
                enterKeyHint="search"
                aria-describedby={ids.status}
                className="min-h-12 min-w-0 flex-1 rounded-xl border border-ink-200 bg-white px-4 text-lg text-ink-900 focus:border-ink-700"
                data-search-page-input
              />
              <button
                type="submit"
                className="inline-flex min-h-12 items-center rounded-pill bg-ink-900 px-6 font-semibold text-white hover:bg-ink-700"
              >
                Search
              </button>
            </div>
          </form>
          <NoScript>
            <p className="mt-4 rounded-card border border-line bg-white p-4">
              Search runs in your browser and needs JavaScript. Every page is listed below and on
              the <a href="/sitemap">sitemap</a>.
            </p>
          </NoScript>
          <p id={ids.status} role="status" className="mt-4 min-h-6 text-muted" data-search-status>
            {hydrated ? siteSearchStatus(state) : ""}
          </p>
          {state.kind === "done" && state.hits.length > 0 ? (
            <SiteSearchResultList term={state.term} hits={state.hits} />
          ) : null}
        </div>
      </section>
      <SiteSearchCoverage groups={loaderData.groups} />
    </>
  );
}
