import { Link } from "react-router";
import type { Blog, WithContext } from "schema-dts";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { Icon } from "~/components/ui/icon";
import { blogPosts } from "~/content/collections.server";
import { formatIsoDate } from "~/lib/dates";
import { absoluteUrl, pageMeta } from "~/lib/seo";
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
      readingLabel: p.readingLabel,
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

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const page = pageByPath(PATH)!;
  const { posts } = loaderData;
  return (
    <>
      <PageHero eyebrow="Articles" heading={page.heading}>
        <p>
          In-depth articles from our lawyers on the situations our clients face most often, written
          in plain language for readers in Ontario and across Canada.
        </p>
      </PageHero>
      <section aria-labelledby="posts-heading" className="bg-paper py-16 md:py-20">
        <div className="container-page">
          <h2 id="posts-heading" className="sr-only">
            All articles
          </h2>
          <ul className="grid gap-6 md:grid-cols-2">
            {posts.map((post) => (
              <li key={post.key} className="flex">
                <article
                  className="flex w-full flex-col rounded-card border border-line bg-white p-6 shadow-card md:p-8"
                  data-post-card
                >
                  <p className="text-sm font-semibold uppercase tracking-[0.16em] text-brass-700">
                    {post.topic}
                  </p>
                  <h3 className="mt-3 text-2xl font-semibold md:text-[1.75rem]">
                    <Link
                      to={post.path}
                      prefetch="intent"
                      className="no-underline hover:underline hover:underline-offset-4"
                    >
                      {post.title}
                    </Link>
                  </h3>
                  <p className="mt-4 flex-1 text-[1.05rem] leading-relaxed">{post.summary}</p>
                  <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
                    <span className="inline-flex items-center gap-1.5">
                      <Icon name="clock" className="size-4" />
                      {post.readingLabel}
                    </span>
                    <span>
                      Updated{" "}
                      <time dateTime={post.dateModified}>{formatIsoDate(post.dateModified)}</time>
                    </span>
                  </p>
                  <Link
                    to={post.path}
                    prefetch="intent"
                    className="mt-6 inline-flex min-h-11 items-center gap-1.5 self-start rounded-pill bg-ink-900 px-5 font-semibold text-white no-underline shadow-card hover:bg-ink-700"
                    data-read-more
                  >
                    Read More<span className="sr-only">: {post.title}</span>
                    <Icon name="arrowRight" className="size-4" />
                  </Link>
                </article>
              </li>
            ))}
          </ul>
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
