/**
 * What the blog index needs to know about one article: plain data, whatever the articles are
 * stored in (typed modules today, a Markdown collection's frontmatter tomorrow).
 */
export interface ArticleSummary {
  /** The last segment of the article's path: `/blog/<slug>`. */
  slug: string;
  title: string;
  /** One or two sentences, shown under the title. */
  description: string;
  /** ISO dates (YYYY-MM-DD). */
  published: string;
  updated?: string;
  /** The word before `updated`: "Reviewed" when the last change was a review of the law. */
  updatedLabel?: "Reviewed" | "Updated";
  /** Rounded reading time in minutes. */
  readingMinutes: number;
  /** The practice area it belongs to, e.g. "Real estate", "Immigration". */
  practiceArea: string;
  author?: string;
}

export function articlePath(article: Pick<ArticleSummary, "slug">): string {
  return `/blog/${article.slug}`;
}

/** A practice area as an anchor-safe id: "Wills and estates" -> "wills-and-estates". */
export function areaId(area: string): string {
  return area
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Newest first: by the date it was published, then by title. */
export function newestFirst<T extends ArticleSummary>(articles: readonly T[]): T[] {
  return [...articles].sort(
    (a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title),
  );
}
