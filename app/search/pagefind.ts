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
  /** The page's indexed text; `locations` count its words, split on white space. */
  content: string;
  locations: number[];
  plain_excerpt?: string;
  excerpt: string;
  sub_results?: {
    url: string;
    title: string;
    locations?: number[];
    plain_excerpt?: string;
    excerpt: string;
  }[];
}

interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindData>;
}

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{ results: PagefindResult[] }>;
  debouncedSearch(
    term: string,
    options?: Record<string, unknown>,
    ms?: number,
  ): Promise<{ results: PagefindResult[] } | null>;
}

/**
 * What people type, and the words this site uses for the same thing (docs/PRODUCT-RULES.md#search).
 * A query that contains a key is also searched with each alternative, and the results merged:
 * the query's own first. Keys and alternatives are lower case.
 */
export const searchSynonyms: Readonly<Record<string, readonly string[]>> = {
  // Not "legalization": its stem, "legal", is on every page.
  apostille: ["authentication"],
  apostile: ["apostille"],
  apostil: ["apostille"],
  legalisation: ["apostille"],
  legalization: ["apostille"],
  divorce: ["separation"],
  "power of attorney": ["powers of attorney"],
  poa: ["power of attorney"],
  "pr card": ["permanent resident card"],
  "closing costs": ["cash to close", "land transfer tax"],
  "closing cost": ["cash to close", "land transfer tax"],
  notarize: ["notary", "notarization"],
  notarise: ["notarize", "notary"],
  notarization: ["notary"],
  notarisation: ["notarization", "notary"],
  telephone: ["phone"],
};

/** The query, then the same query with each synonym a key of it stands for. */
export function expandQuery(term: string): string[] {
  const query = term.toLowerCase().replace(/\s+/g, " ").trim();
  const queries = [query];
  for (const [key, alternatives] of Object.entries(searchSynonyms)) {
    const at = ` ${query} `.indexOf(` ${key} `);
    if (at < 0) continue;
    for (const alt of alternatives)
      queries.push(`${query.slice(0, at)}${alt}${query.slice(at + key.length)}`.trim());
  }
  return [...new Set(queries)];
}

/** Words too common to make a question or section match ("of" in "power of attorney"). */
const minorWords = new Set([
  "a",
  "an",
  "and",
  "or",
  "of",
  "the",
  "to",
  "in",
  "on",
  "for",
  "my",
  "i",
]);

/** The query's words that say what it is about, as the start a matching word shares. */
function significantStems(queries: readonly string[]): string[] {
  return [
    ...new Set(
      queries
        .flatMap((q) => q.split(" "))
        .filter((w) => w.length > 1 && !minorWords.has(w))
        .map((w) => w.slice(0, 5)),
    ),
  ];
}

const bare = (word: string) => word.toLowerCase().replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, "");

/** Where a significant word of the query matches, among Pagefind's word locations. */
function significantLocation(
  words: readonly string[],
  locations: readonly number[] | undefined,
  stems: readonly string[],
): number | undefined {
  return locations?.find((l) => stems.some((s) => bare(words[l] ?? "").startsWith(s)));
}

/** A sentence ends at this word ("fees.", "need?"); Pagefind ends every heading and block so too. */
const endsSentence = (word: string | undefined) => /[.?!]["'\u201d)]*$/.test(word ?? "");

/**
 * The excerpt shown for a match: from the start of the sentence the match is in (never from the
 * middle of one), about `length` words, ending at the end of a sentence when one is near.
 */
export function sentenceExcerpt(words: readonly string[], location: number, length = 28): string {
  let start = Math.max(0, Math.min(location, words.length - 1));
  while (start > 0 && location - start < 60 && !endsSentence(words[start - 1])) start--;
  let end = Math.min(words.length, Math.max(start + length, location + 10));
  for (let i = end - 1; i < Math.min(words.length, end + 12); i++) {
    if (endsSentence(words[i])) {
      end = i + 1;
      break;
    }
  }
  const text = words.slice(start, end).join(" ");
  return end < words.length && !endsSentence(words[end - 1]) ? `${text}…` : text;
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
 * The pages matching `term` and its synonyms, best first (null when a newer search replaced this
 * one). The top `limit` results are loaded in full. Each excerpt starts at a sentence; a page's
 * questions and sections are listed only where a significant word of the query matches in them.
 */
export async function searchSite(term: string, limit = 8): Promise<SearchHit[] | null> {
  const pagefind = await loadPagefind();
  const queries = expandQuery(term);
  const [first, ...others] = queries;
  // The first search is debounced (typing); the synonyms' run once it has settled.
  const found = await pagefind.debouncedSearch(first ?? term, {}, 120);
  if (!found) return null;
  const more = await Promise.all(others.map((q) => pagefind.search(q)));
  const seen = new Set<string>();
  const merged = [
    ...found.results,
    ...more.flatMap((r) => r.results).sort((a, b) => b.score - a.score),
  ].filter((r) => !seen.has(r.id) && seen.add(r.id));
  const data = await Promise.all(merged.slice(0, limit).map((r) => r.data()));
  const stems = significantStems(queries);
  return data.map((d) => {
    const url = canonicalUrl(d.url);
    const words = d.content.split(/\s+/);
    const at = significantLocation(words, d.locations, stems) ?? d.locations[0];
    return {
      url,
      title: d.meta.title ?? url,
      excerpt:
        at === undefined ? plainText(d.excerpt, d.plain_excerpt) : sentenceExcerpt(words, at),
      parts: (d.sub_results ?? [])
        // A part names a question or section of the page, not the page again.
        .filter((part) => part.url.includes("#") && part.title !== d.meta.title)
        .flatMap((part) => {
          const partAt = significantLocation(words, part.locations, stems);
          return partAt === undefined
            ? []
            : [
                {
                  url: canonicalUrl(part.url),
                  title: part.title,
                  excerpt: sentenceExcerpt(words, partAt),
                },
              ];
        })
        .slice(0, 3),
    };
  });
}
