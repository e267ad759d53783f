import { data, Link } from "react-router";
import { ArticleByline } from "~/components/article/article-byline";
import { ArticleDisclaimer } from "~/components/article/article-disclaimer";
import { articleJsonLd } from "~/components/article/article-json-ld";
import { ArticleLayout } from "~/components/article/article-layout";
import { Prose } from "~/components/content/prose";
import { proseHtml } from "~/components/content/prose-html.server";
import { PageHero } from "~/components/sections/page-hero";
import { Icon } from "~/components/ui/icon";
import { blogPosts, entryBySlug, relatedPosts } from "~/content/collections.server";
import { bioPath, firm } from "~/content/firm";
import { pageMetaFor } from "~/lib/seo/seo";
import { readOnly } from "~/page/hydration";
import { searchable } from "~/search/handle";
import { contentPage } from "~/site-pages.server";
import type { Route } from "./+types/blog-article";

/** A link to another article: its title, address and practice area. */
function teaser(p: (typeof blogPosts)[number]) {
  return { path: p.path, title: p.heading, areaLabel: p.areaLabel };
}

/**
 * Every article of app/content/blog (docs/EDITING.md#add-an-article). The loader runs when the
 * page is prerendered; the article's text is rendered into the page by <Prose> and never
 * travels as JavaScript (docs/decisions/012-content-collections.md).
 */
export function loader({ params }: Route.LoaderArgs) {
  const post = entryBySlug("blog", params.slug);
  const page = post && contentPage(post.path);
  if (!post || !page) throw data(null, { status: 404 });
  const lawyer = firm.lawyers.find((l) => l.key === post.author.key) ?? firm.lawyers[0];
  const index = blogPosts.indexOf(post);
  const newer = blogPosts[index - 1];
  const older = blogPosts[index + 1];
  return {
    prose: proseHtml(post, ...(post.slots.includes("hero") ? ["hero"] : []), "body"),
    page,
    post: {
      key: post.key,
      path: post.path,
      title: post.heading,
      summary: post.summary,
      areaLabel: post.areaLabel,
      heroLabel: post.heroLabel,
      published: post.published,
      dateModified: post.dateModified,
      readingMinutes: post.readingMinutes,
      reviewed: post.reviewed,
      toc: post.toc,
      hasNotice: post.slots.includes("hero"),
      author: { name: lawyer.name, title: lawyer.title, path: bioPath(lawyer) },
    },
    newer: newer ? teaser(newer) : null,
    older: older ? teaser(older) : null,
    related: relatedPosts(post).map(teaser),
  };
}

/** Indexed by site search. */
export const handle = { ...searchable, ...readOnly };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMetaFor(loaderData.page, [{ "script:ld+json": articleJsonLd(loaderData.post) }])
    : [];

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { page, post, newer, older, related, prose } = loaderData;
  return (
    <>
      <PageHero
        path={post.path}
        page={page}
        eyebrow={post.areaLabel}
        heading={post.title}
        aside={post.hasNotice ? <Prose entryKey={post.key} slot="hero" html={prose} /> : undefined}
      >
        <p>{post.summary}</p>
        <ArticleByline byline={post} />
      </PageHero>
      <ArticleLayout toc={post.toc} progress>
        <Prose entryKey={post.key} html={prose} className="space-y-14" />
        <ArticleDisclaimer reviewed={post.reviewed} />
        {newer || older || related.length ? (
          <nav
            aria-label="More articles"
            className="grid gap-4 sm:grid-cols-2"
            data-article-nav
            data-pagefind-ignore
          >
            {[
              ...(older
                ? [{ label: "Previous article", icon: "arrowLeft" as const, ...older }]
                : []),
              ...(newer ? [{ label: "Next article", icon: "arrowRight" as const, ...newer }] : []),
              ...related
                .filter((r) => r.path !== older?.path && r.path !== newer?.path)
                .map((r) => ({
                  label: `More on ${r.areaLabel.toLowerCase()}`,
                  icon: "document" as const,
                  ...r,
                })),
            ].map((link) => (
              <Link
                key={link.path}
                to={link.path}
                prefetch="intent"
                className="group flex min-h-11 flex-col gap-1 rounded-card border border-line bg-white p-5 no-underline shadow-card hover:border-ink-200"
              >
                <span className="inline-flex items-center gap-1.5 text-sm font-semibold uppercase tracking-[0.12em] text-brass-700">
                  <Icon name={link.icon} className="size-4" />
                  {link.label}
                </span>
                <span className="font-serif text-lg font-semibold text-ink-900 group-hover:underline">
                  {link.title}
                </span>
              </Link>
            ))}
          </nav>
        ) : null}
      </ArticleLayout>
    </>
  );
}
