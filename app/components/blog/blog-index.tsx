import { ArticleCard } from "./article-card";
import { type ArticleSummary, newestFirst, practiceAreas } from "./types";

/**
 * The blog index as a publication page, for two articles or two hundred: the newest article
 * featured, the practice areas with their counts, then every article newest first.
 *
 * The practice-area filter works without JavaScript: each area is an in-page address
 * (`/blog#area-immigration`), and CSS (`:target`, app.css) shows only that area's articles. The
 * cards wrap in rows whose last row stretches, so no count leaves an empty slot.
 */
export function BlogIndex({ articles }: { articles: readonly ArticleSummary[] }) {
  const sorted = newestFirst(articles);
  const areas = practiceAreas(sorted);
  const [featured, ...rest] = sorted;
  if (!featured) return null;
  return (
    <div className="blog-index" data-blog-index>
      <style>{filterStyles(areas.map((a) => a.id))}</style>
      {/* Targets of the practice-area links: empty, before the content they filter. */}
      {areas.map((a) => (
        <span key={a.id} id={`area-${a.id}`} className="blog-area-target" data-area-target={a.id} />
      ))}
      <nav aria-label="Practice areas" className="mb-10" data-practice-areas>
        <ul className="flex flex-wrap gap-2">
          <li>
            <a href="#articles" className="blog-area-link" data-area-link="all">
              All articles <span className="font-normal">({sorted.length})</span>
            </a>
          </li>
          {areas.map((a) => (
            <li key={a.id}>
              <a href={`#area-${a.id}`} className="blog-area-link" data-area-link={a.id}>
                {a.area} <span className="font-normal">({a.count})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h2 id="articles" className="sr-only">
        Articles, newest first
      </h2>
      <ul className="blog-articles flex flex-wrap gap-6" data-articles>
        <li className="flex basis-full">
          <ArticleCard article={featured} featured />
        </li>
        {rest.map((article) => (
          <li key={article.slug} className="flex min-w-0 flex-[1_1_20rem]">
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The rules that make the practice-area links filter without JavaScript: while `#area-x` is the
 * page's target, only articles of area x show and its link looks chosen; with no area targeted,
 * "All articles" does. Ids are slugs (types.ts), safe in a selector.
 */
export function filterStyles(ids: readonly string[]): string {
  const chosen = "background:var(--color-ink-900);border-color:var(--color-ink-900);color:#fff";
  return [
    `.blog-index:not(:has(.blog-area-target:target)) [data-area-link="all"]{${chosen}}`,
    ...ids.flatMap((id) => [
      `#area-${id}:target~[data-articles]>li:not(:has([data-area="${id}"])){display:none}`,
      `#area-${id}:target~[data-practice-areas] [data-area-link="${id}"]{${chosen}}`,
    ]),
  ].join("\n");
}
