import type { Blog, WithContext } from "schema-dts";
import { BlogIndex } from "~/components/blog/blog-index";
import type { ArticleSummary } from "~/components/blog/types";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { Icon } from "~/components/ui/icon";
import { blogPosts } from "~/content/collections.server";
import { absoluteUrl, pageMeta } from "~/lib/seo/seo";
import { pageByPath } from "~/site-map";
import type { Route } from "./+types/blog";

const PATH = "/blog";

/** The articles of app/content/blog, newest first: adding a file adds its card here. */
export function loader() {
  return {
    posts: blogPosts.map((p) => ({
      key: p.key,
      path: p.path,
      title: p.heading,
      summary: p.summary,
      topic: p.areaLabel,
      readingMinutes: p.readingMinutes,
      datePublished: p.published,
      dateModified: p.dateModified,
    })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(PATH, [
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: `${pageByPath(PATH)!.title}`,
        url: absoluteUrl(PATH),
        blogPost: (loaderData?.posts ?? []).map((p) => ({
          "@type": "BlogPosting",
          headline: p.title,
          url: absoluteUrl(p.path),
          datePublished: p.datePublished,
          dateModified: p.dateModified,
        })),
      } satisfies WithContext<Blog>,
    },
  ]);

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const page = pageByPath(PATH)!;
  // The posts as the index's presentational components take them (app/components/blog/types.ts).
  const articles: ArticleSummary[] = loaderData.posts.map((p) => ({
    slug: p.path.replace(/^\/blog\//, ""),
    title: p.title,
    description: p.summary,
    published: p.datePublished,
    updated: p.dateModified,
    readingMinutes: p.readingMinutes,
    practiceArea: p.topic,
  }));
  return (
    <>
      <PageHero eyebrow="Articles" heading={page.heading}>
        <p>
          In-depth articles from our lawyers on the situations our clients face most often, written
          in plain language for readers in Ontario and across Canada.
        </p>
      </PageHero>
      <section aria-label="Articles" className="render-near bg-paper py-16 md:py-20">
        <div className="container-page">
          <BlogIndex articles={articles} />
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
            , in any feed reader.
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
