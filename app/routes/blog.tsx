import { data } from "react-router";
import type { Blog, WithContext } from "schema-dts";
import { FEED_ENTRIES, listingPath, pageCount, pageOf, pageParam } from "~/blog/listing";
import { modifiedLabel } from "~/components/article/article-byline";
import { BlogIndex } from "~/components/blog/blog-index";
import { type ArticleSummary, newestFirst } from "~/components/blog/types";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { Icon } from "~/components/ui/icon";
import { practiceAreas } from "~/content/collections/schema";
import { blogPosts } from "~/content/collections.server";
import { absoluteUrl, pageMetaFor } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { sitePageByPath } from "~/site-pages.server";
import type { Route } from "./+types/blog";

/** Links only: the filter and the pages are plain links, so the index does not hydrate. */
export const handle = readOnly;

/**
 * One page of the blog index: /blog, /blog/page/<n>, /blog/area/<area> and
 * /blog/area/<area>/page/<n> (app/blog/listing.ts). Each is a row of the route table, so it is
 * prerendered; any other number or area is not found. Adding an article file adds its card here.
 */
export function loader({ url, params }: Route.LoaderArgs) {
  // React Router's location for this page: never `.data`, no trailing slash.
  const path = url.pathname;
  const row = sitePageByPath(path);
  const page = pageParam(params.page);
  const area = params.area && Object.hasOwn(practiceAreas, params.area) ? params.area : undefined;
  if (!row || page === null || (params.area && !area)) throw data(null, { status: 404 });

  const all = newestFirst(blogPosts.map(summaryOf));
  const listed = area ? all.filter((a) => a.area === area) : all;
  const articles = pageOf(listed, page);
  if (!articles) throw data(null, { status: 404 });
  const pages = pageCount(listed.length);
  return {
    page: row,
    articles,
    featureFirst: !area && page === 1,
    heading: `${area ? `${practiceAreas[area as keyof typeof practiceAreas]} articles` : "Articles"}, newest first${pages > 1 ? `, page ${page} of ${pages}` : ""}`,
    all: { count: all.length, href: listingPath(undefined) },
    areas: (Object.keys(practiceAreas) as (keyof typeof practiceAreas)[])
      .map((id) => ({
        id,
        label: practiceAreas[id],
        count: all.filter((a) => a.area === id).length,
        href: listingPath(id),
      }))
      .filter((a) => a.count > 0)
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    currentArea: area,
    pagination: {
      page,
      pageCount: pages,
      hrefs: Array.from({ length: pages }, (_, i) => listingPath(area, i + 1)),
    },
  };
}

/** An article as the index's cards take it (app/components/blog/types.ts). */
function summaryOf(p: (typeof blogPosts)[number]): ArticleSummary & { area: string } {
  return {
    slug: p.path.replace(/^\/blog\//, ""),
    title: p.heading,
    description: p.summary,
    published: p.published,
    updated: p.dateModified,
    updatedLabel: modifiedLabel(p.dateModified, p.reviewed.date),
    readingMinutes: p.readingMinutes,
    practiceArea: p.areaLabel,
    area: p.area,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMetaFor(loaderData.page, [
        {
          "script:ld+json": {
            "@context": "https://schema.org",
            "@type": "Blog",
            name: "Blog",
            url: absoluteUrl("/blog"),
            blogPost: loaderData.articles.map((p) => ({
              "@type": "BlogPosting",
              headline: p.title,
              url: absoluteUrl(`/blog/${p.slug}`),
              datePublished: p.published,
              dateModified: p.updated,
            })),
          } satisfies WithContext<Blog>,
        },
      ])
    : [];

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { page, ...index } = loaderData;
  return (
    <>
      <PageHero
        path={page.path}
        page={page}
        eyebrow="Articles"
        heading={page.heading}
        // Site search finds /blog by its opening; not its cards (each article is indexed), nor the
        // further pages and practice areas of the index, which would be the same result again.
        indexed={page.path === listingPath(undefined)}
      >
        <p>
          In-depth articles from our lawyers on the situations our clients face most often, written
          in plain language for readers in Ontario and across Canada.
        </p>
      </PageHero>
      <section aria-label="Articles" className="render-near bg-paper py-16 md:py-20">
        <div className="container-page">
          <BlogIndex {...index} />
          <p className="mt-10 text-[0.95rem] text-muted">
            <a
              href="/blog/feed.xml"
              type="application/atom+xml"
              className="inline-flex min-h-11 items-center gap-2 text-ink-700 underline underline-offset-4 hover:text-ink-900"
              data-feed-link
            >
              <Icon name="bookmark" className="size-4" />
              Follow new articles with the feed (Atom)
            </a>
            , in any feed reader (the latest {FEED_ENTRIES}).
          </p>
        </div>
      </section>
      <CallToAction
        heading="Have a question about your own situation?"
        emailSubject="Question after reading your blog"
      />
    </>
  );
}
