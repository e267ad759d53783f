import { useEffect, useState } from "react";
import type { SearchHit } from "./pagefind";

/** Where a search of the site stands: nothing asked yet, under way, answered, or failed to load. */
export type SiteSearchState =
  | { kind: "idle" }
  | { kind: "searching"; term: string }
  | { kind: "done"; term: string; hits: SearchHit[] }
  | { kind: "failed"; term: string };

/**
 * The search of `term` (two characters or more) in the site's Pagefind index, loaded on first use
 * (app/search/pagefind.ts); a newer term makes the answer to an older one be dropped.
 */
export function useSiteSearch(term: string): SiteSearchState {
  const [state, setState] = useState<SiteSearchState>({ kind: "idle" });
  useEffect(() => {
    if (term.length < 2) {
      setState({ kind: "idle" });
      return;
    }
    let current = true;
    setState({ kind: "searching", term });
    import("./pagefind")
      .then(({ searchSite }) => searchSite(term, 20))
      .then((hits) => {
        if (current && hits) setState({ kind: "done", term, hits });
      })
      .catch(() => {
        if (current) setState({ kind: "failed", term });
      });
    return () => {
      current = false;
    };
  }, [term]);
  return state;
}

/** What the search page's live status line says of a search. */
export function siteSearchStatus(state: SiteSearchState): string {
  if (state.kind === "searching") return "Searching…";
  if (state.kind === "failed")
    return "Search could not be loaded. Check your connection and try again, or browse the pages below.";
  if (state.kind !== "done") return "";
  const { hits, term } = state;
  if (hits.length === 0)
    return `No results for “${term}”. Try another word, or browse the pages below.`;
  return `${hits.length === 1 ? "1 result" : `${hits.length} results`} for “${term}”.`;
}

/** The pages that match, best first, each with the parts of it that match best. */
export function SiteSearchResultList({ term, hits }: { term: string; hits: SearchHit[] }) {
  return (
    <ol className="mt-4 space-y-3" aria-label={`Results for ${term}`} data-search-results>
      {hits.map((hit) => (
        <li
          key={hit.url}
          className="rounded-card border border-line bg-white p-5 shadow-card"
          data-search-result
        >
          <a
            href={hit.url}
            className="font-serif text-xl font-semibold text-ink-900 underline-offset-4 hover:underline"
          >
            {hit.title}
          </a>
          <p className="mt-1 text-[0.95rem] text-muted">{hit.excerpt}</p>
          {hit.parts.length ? (
            <ul className="mt-3 space-y-1 border-l border-line pl-3" aria-label={`In ${hit.title}`}>
              {hit.parts.map((part) => (
                <li key={part.url}>
                  <a
                    href={part.url}
                    className="font-semibold text-ink-700 underline underline-offset-4"
                  >
                    {part.title}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
