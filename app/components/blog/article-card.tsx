import { Link } from "react-router";
import { formatIsoDate } from "~/content/facts";
import { Icon } from "../ui/icon";
import { ArticlePattern } from "./article-pattern";
import { type ArticleSummary, areaId, articlePath } from "./types";

/**
 * One article on the blog index: its pattern, practice area, title, description, dates and
 * reading time, and a Read More link. A card given a wide space (the featured article, or the
 * last one of a row) lays itself out wide, picture beside the text (a container query), so no
 * width leaves a giant picture or an empty slot.
 */
export function ArticleCard({
  article,
  featured = false,
  headingLevel = 3,
}: {
  article: ArticleSummary;
  /** The newest article: a "Latest" mark and a larger title. */
  featured?: boolean;
  headingLevel?: 2 | 3;
}) {
  const path = articlePath(article);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="@container flex w-full" data-area={areaId(article.practiceArea)}>
      <article
        className="group relative flex w-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-lift @2xl:grid @2xl:grid-cols-[1.1fr_1fr]"
        data-post-card
      >
        <div className="relative aspect-[16/9] overflow-hidden @2xl:aspect-auto @2xl:min-h-72">
          <ArticlePattern
            slug={article.slug}
            practiceArea={article.practiceArea}
            className="absolute inset-0 size-full transition-transform duration-500 group-hover:scale-[1.03]"
          />
          {featured ? (
            <span className="absolute left-5 top-5 rounded-pill bg-brass-400 px-3 py-1 text-xs font-bold uppercase tracking-[0.14em] text-ink-950">
              Latest
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col p-6 @2xl:p-10">
          <p className="text-sm font-semibold uppercase tracking-[0.16em] text-brass-700">
            {article.practiceArea}
          </p>
          <Heading
            className={`mt-3 font-semibold ${featured ? "text-3xl @2xl:text-4xl" : "text-2xl @2xl:text-3xl"}`}
          >
            <Link
              to={path}
              prefetch="intent"
              className="no-underline hover:underline hover:underline-offset-4"
            >
              {article.title}
            </Link>
          </Heading>
          <p className="mt-3 flex-1 text-[0.95rem] leading-relaxed @2xl:text-lg">
            {article.description}
          </p>
          <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1.5">
              <Icon name="clock" className="size-4" />
              {article.readingMinutes} min read
            </span>
            <span>
              <time dateTime={article.published}>{formatIsoDate(article.published)}</time>
            </span>
            {article.updated && article.updated !== article.published ? (
              <span>
                Updated <time dateTime={article.updated}>{formatIsoDate(article.updated)}</time>
              </span>
            ) : null}
            {article.author ? <span>By {article.author}</span> : null}
          </p>
          <Link
            to={path}
            prefetch="intent"
            className="mt-6 inline-flex min-h-11 items-center gap-1.5 self-start rounded-pill bg-ink-900 px-5 font-semibold text-white no-underline shadow-card hover:bg-ink-700"
            data-read-more
          >
            Read More<span className="sr-only">: {article.title}</span>
            <Icon name="arrowRight" className="size-4" />
          </Link>
        </div>
      </article>
    </div>
  );
}
