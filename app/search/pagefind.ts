/**
 * Site search in the browser: Pagefind's index, built from the prerendered pages by
 * `npm run build` (docs/decisions/012-content-collections.md#search), loaded from the site's own
 * files the first time someone searches. Pagefind runs its WebAssembly in a worker
 * (/pagefind/pagefind-worker.js), the one script the Content-Security-Policy lets compile it.
 */

/** One page that matches, with the places in it that match best. */
export interface SearchHit {
  url: string;
  title: string;
  excerpt: string;
  /** Questions or sections of the page that match, linked by their anchor. */
  parts: { url: string; title: string; excerpt: string }[];
}

interface PagefindData {
  url: string;
  meta: { title?: string };
  plain_excerpt?: string;
  excerpt: string;
  sub_results?: { url: string; title: string; plain_excerpt?: string; excerpt: string }[];
}

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    term: string,
    options?: Record<string, unknown>,
    ms?: number,
  ): Promise<{ results: { data: () => Promise<PagefindData> }[] } | null>;
}

let api: Promise<PagefindApi> | undefined;

/** Loads Pagefind once. The address is not known to the bundler: it is built after the site. */
export function loadPagefind(): Promise<PagefindApi> {
  api ??= (async () => {
    const url = "/pagefind/pagefind.js";
    const pagefind = (await import(/* @vite-ignore */ url)) as PagefindApi;
    await pagefind.options({ excerptLength: 26 });
    await pagefind.init();
    return pagefind;
  })();
  api.catch(() => {
    api = undefined;
  });
  return api;
}

/** "/blog/x/#a" → "/blog/x#a": the site's pages have no trailing slash. */
export function canonicalUrl(url: string): string {
  return url.replace(/\/index\.html(?=$|[#?])/, "").replace(/(.)\/(?=$|[#?])/, "$1");
}

/** Plain text of an excerpt (Pagefind marks matched words with <mark>). */
function plainText(excerpt: string, plain?: string): string {
  if (plain) return plain;
  return excerpt
    .replace(/<\/?mark>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) =>
      e === "amp" ? "&" : e === "lt" ? "<" : e === "gt" ? ">" : e === "quot" ? '"' : "'",
    );
}

/**
 * The pages matching `term`, best first (null when a newer search replaced this one). The top
 * `limit` results are loaded in full.
 */
export async function searchSite(term: string, limit = 8): Promise<SearchHit[] | null> {
  const pagefind = await loadPagefind();
  const found = await pagefind.debouncedSearch(term, {}, 120);
  if (!found) return null;
  const data = await Promise.all(found.results.slice(0, limit).map((r) => r.data()));
  return data.map((d) => {
    const url = canonicalUrl(d.url);
    return {
      url,
      title: d.meta.title ?? url,
      excerpt: plainText(d.excerpt, d.plain_excerpt),
      parts: (d.sub_results ?? [])
        .filter((s) => s.url.includes("#"))
        .slice(0, 3)
        .map((s) => ({
          url: canonicalUrl(s.url),
          title: s.title,
          excerpt: plainText(s.excerpt, s.plain_excerpt),
        })),
    };
  });
}
