import type { Blog, WithContext } from "schema-dts";
import { BlogIndex } from "~/components/blog/blog-index";
import type { ArticleSummary } from "~/components/blog/types";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { blogPosts } from "~/content/blog/posts";
import { absoluteUrl, pageMeta } from "~/lib/seo";
import { pageByPath } from "~/site-map";

const PATH = "/blog";

export const meta = () =>
  pageMeta(PATH, [
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: `${pageByPath(PATH)!.title}`,
        url: absoluteUrl(PATH),
        blogPost: blogPosts.map((p) => ({
          "@type": "BlogPosting",
          headline: p.title,
          url: absoluteUrl(p.path),
          datePublished: p.datePublished,
          dateModified: p.dateModified,
        })),
      } satisfies WithContext<Blog>,
    },
  ]);

/** The posts as the index's presentational components take them (app/components/blog/types.ts). */
const articles: ArticleSummary[] = blogPosts.map((p) => ({
  slug: p.path.replace(/^\/blog\//, ""),
  title: p.title,
  description: p.summary,
  published: p.datePublished,
  updated: p.dateModified,
  readingMinutes: p.readingMinutes,
  practiceArea: p.topic,
}));

export default function BlogPage() {
  const page = pageByPath(PATH)!;
  return (
    <>
      <PageHero eyebrow="Articles" heading={page.heading}>
        <p>
          In-depth articles from our lawyers on the situations our clients face most often, written
          in plain language for readers in Ontario and across Canada.
        </p>
      </PageHero>
      <section aria-label="Articles" className="bg-paper py-16 md:py-20">
        <div className="container-page">
          <BlogIndex articles={articles} />
        </div>
      </section>
      <CallToAction
        heading="Have a question about your own situation?"
        emailSubject="Question after reading your blog"
      />
    </>
  );
}
