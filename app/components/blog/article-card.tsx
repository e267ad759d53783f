import { formatIsoDate } from "~/content/facts";
import { ArticlePattern } from "./article-pattern";
import { type ArticleSummary, areaId, articlePath } from "./types";

/**
 * One article on the blog index: its pattern, practice area, title, description, dates and
 * reading time, and a Read More link. A card given a wide space (the featured article, or the
 * last one of a row) lays itself out wide, picture beside the text (a container query), so no
 * width leaves a giant picture or an empty slot.
 *
 * The index shows up to eight at a time and never hydrates, so a card is kept small: its look is in
 * app.css (`.post-card…`), its picture and icons are symbols drawn once per page
 * (ArticlePatternDefs), and its links are plain links.
 */
export function ArticleCard({
  article,
  featured = false,
}: {
  article: ArticleSummary;
  /** The newest article: a "Latest" mark and a larger title. */
  featured?: boolean;
}) {
  const path = articlePath(article);
  const area = areaId(article.practiceArea);
  return (
    <div className="@container flex w-full" data-area={area}>
      <article className="post-card group" data-post-card>
        <div className="post-card-art">
          <ArticlePattern slug={article.slug} practiceArea={article.practiceArea} />
          {featured ? <span className="post-card-latest">Latest</span> : null}
        </div>
        <div className="post-card-body">
          <p className="post-card-area">{article.practiceArea}</p>
          <h3 className={featured ? "post-card-title post-card-title-featured" : "post-card-title"}>
            <a href={path}>{article.title}</a>
          </h3>
          <p className="post-card-summary">{article.description}</p>
          <p className="post-card-meta">
            <span className="inline-flex items-center gap-1.5">
              <svg className="size-4" aria-hidden="true" focusable="false">
                <use href="#post-icon-clock" />
              </svg>
              {`${article.readingMinutes} min read`}
            </span>
            <span>
              <time dateTime={article.published}>{formatIsoDate(article.published)}</time>
            </span>
            {article.updated && article.updated !== article.published ? (
              <span>
                {article.updatedLabel ?? "Updated"}{" "}
                <time dateTime={article.updated}>{formatIsoDate(article.updated)}</time>
              </span>
            ) : null}
            {article.author ? <span>By {article.author}</span> : null}
          </p>
          <a href={path} className="post-card-more" data-read-more>
            Read More<span className="sr-only">{`: ${article.title}`}</span>
            <svg className="size-4" aria-hidden="true" focusable="false">
              <use href="#post-icon-arrow" />
            </svg>
          </a>
        </div>
      </article>
    </div>
  );
}
