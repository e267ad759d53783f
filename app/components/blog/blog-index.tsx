import { ArticleCard } from "./article-card";
import { ArticlePatternDefs } from "./article-pattern";
import type { ArticleSummary } from "./types";

/** A practice area's link in the filter: its page of the index and how many articles it has. */
export interface AreaLink {
  id: string;
  label: string;
  count: number;
  href: string;
}

export interface Pagination {
  page: number;
  pageCount: number;
  /** The address of each page, first to last. */
  hrefs: readonly string[];
}

/**
 * One page of the blog index (app/blog/listing.ts): the practice areas with their counts, the
 * page's articles newest first (on the first page of all articles, the newest one featured), and
 * the links to the other pages. The filter and the pages are plain links to prerendered pages, so
 * both work without JavaScript, and a page holds at most eight articles however many there are.
 * The cards wrap in rows whose last row stretches, so no count leaves an empty slot.
 */
export function BlogIndex({
  articles,
  featureFirst,
  heading,
  all,
  areas,
  currentArea,
  pagination,
}: {
  articles: readonly ArticleSummary[];
  featureFirst: boolean;
  /** What this page lists, for screen readers: "Articles, newest first". */
  heading: string;
  all: { count: number; href: string };
  areas: readonly AreaLink[];
  /** The practice area this page lists, if any. */
  currentArea?: string;
  pagination: Pagination;
}) {
  const [first, ...rest] = articles;
  if (!first) return null;
  const featured = featureFirst ? first : undefined;
  const cards = featured ? rest : articles;
  return (
    <div data-blog-index>
      <ArticlePatternDefs practiceAreas={articles.map((a) => a.practiceArea)} />
      <nav aria-label="Practice areas" className="mb-10" data-practice-areas>
        <ul className="flex flex-wrap gap-2">
          <li>
            <a
              href={all.href}
              className="blog-area-link"
              aria-current={currentArea ? undefined : "page"}
              data-area-link="all"
            >
              All articles <span className="font-normal">{`(${all.count})`}</span>
            </a>
          </li>
          {areas.map((a) => (
            <li key={a.id}>
              <a
                href={a.href}
                className="blog-area-link"
                aria-current={currentArea === a.id ? "page" : undefined}
                data-area-link={a.id}
              >
                {a.label} <span className="font-normal">{`(${a.count})`}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h2 id="articles" className="sr-only">
        {heading}
      </h2>
      <ul className="blog-articles flex flex-wrap gap-6" data-articles>
        {featured ? (
          <li className="flex basis-full">
            <ArticleCard article={featured} featured />
          </li>
        ) : null}
        {cards.map((article) => (
          <li key={article.slug} className="flex min-w-0 flex-[1_1_20rem]">
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      {pagination.pageCount > 1 ? <PageLinks {...pagination} /> : null}
    </div>
  );
}

/**
 * Previous, the page numbers (the first, the last and those next to this one; a gap stands for
 * the rest) and Next. The current page is marked for screen readers (aria-current).
 */
function PageLinks({ page, pageCount, hrefs }: Pagination) {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  const link = "blog-area-link justify-center min-w-11";
  return (
    <nav aria-label="Pages of articles" className="mt-12" data-pagination>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <a href={hrefs[page - 2]} rel="prev" className={link} data-page-link="previous">
              Previous<span className="sr-only"> page</span>
            </a>
          </li>
        ) : null}
        {shown.map((n, i) => (
          <li key={n} className="flex items-center gap-2">
            {i > 0 && n - (shown[i - 1] ?? n) > 1 ? (
              <span aria-hidden="true" className="px-1 text-muted">
                …
              </span>
            ) : null}
            <a
              href={hrefs[n - 1]}
              className={link}
              aria-current={n === page ? "page" : undefined}
              data-page-link={n}
            >
              <span className="sr-only">Page </span>
              {n}
            </a>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <a href={hrefs[page]} rel="next" className={link} data-page-link="next">
              Next<span className="sr-only"> page</span>
            </a>
          </li>
        ) : null}
      </ul>
      <p className="mt-3 text-center text-sm text-muted">{`Page ${page} of ${pageCount}`}</p>
    </nav>
  );
}
