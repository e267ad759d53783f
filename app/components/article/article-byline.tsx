import { Link } from "react-router";
import { formatArticleDate } from "~/content/blog/posts";
import type { BlogPost } from "~/content/blog/types";
import { bioPath, principal } from "~/content/firm";
import { Icon } from "../ui/icon";

/** Author, dates and reading time, shown in an article's hero. */
export function ArticleByline({ post }: { post: BlogPost }) {
  return (
    <div className="mt-6 flex flex-col gap-3 text-base text-ink-100 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
      <p
        className="inline-flex items-center gap-2 self-start rounded-pill border border-brass-300/50 bg-white/5 px-3.5 py-1.5 text-sm font-semibold text-brass-300"
        data-reading-label
      >
        <Icon name="clock" className="size-4" />
        {post.heroLabel}
      </p>
      <p className="text-sm">
        By{" "}
        <Link
          to={bioPath(principal)}
          className="font-semibold text-white underline decoration-brass-300 underline-offset-4 hover:decoration-white"
        >
          {principal.name}
        </Link>
        , {principal.title}
        <span aria-hidden="true"> · </span>
        <span className="sr-only">. </span>
        Published <time dateTime={post.datePublished}>{formatArticleDate(post.datePublished)}</time>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">. </span>
        Updated <time dateTime={post.dateModified}>{formatArticleDate(post.dateModified)}</time>
      </p>
    </div>
  );
}
