import { Link } from "react-router";
import { formatIsoDate } from "~/lib/domain/dates";
import { Icon } from "../ui/icon";

export interface Byline {
  /** The reading-time label shown in the hero, e.g. "15 minute read". */
  heroLabel: string;
  published: string;
  dateModified: string;
  /** When the text was last checked against the law (docs/FACTS.md). */
  reviewed: { date: string };
  author: { name: string; title: string; path: string };
}

/**
 * The word before an article's last date: a review that changed nothing is a review, not an
 * update (docs/FACTS.md), so the date says which. The byline and the blog's cards both use it.
 */
export const modifiedLabel = (dateModified: string, reviewedDate: string) =>
  dateModified === reviewedDate ? "Reviewed" : "Updated";

/** Author, dates and reading time, shown in an article's hero. */
export function ArticleByline({ byline }: { byline: Byline }) {
  return (
    <div className="mt-6 flex flex-col gap-3 text-base text-ink-100 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
      <p
        className="inline-flex items-center gap-2 self-start rounded-pill border border-brass-300/50 bg-white/5 px-3.5 py-1.5 text-sm font-semibold text-brass-300"
        data-reading-label
      >
        <Icon name="clock" className="size-4" />
        {byline.heroLabel}
      </p>
      <p className="text-sm">
        By{" "}
        <Link
          to={byline.author.path}
          className="font-semibold text-white underline decoration-brass-300 underline-offset-4 hover:decoration-white"
        >
          {byline.author.name}
        </Link>
        , {byline.author.title}
        <span aria-hidden="true"> · </span>
        <span className="sr-only">. </span>
        Published{" "}
        <time dateTime={byline.published} className="whitespace-nowrap">
          {formatIsoDate(byline.published)}
        </time>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">. </span>
        {modifiedLabel(byline.dateModified, byline.reviewed.date)}{" "}
        {/* A date never breaks across lines ("October / 20, 2025"). */}
        <time dateTime={byline.dateModified} className="whitespace-nowrap">
          {formatIsoDate(byline.dateModified)}
        </time>
      </p>
    </div>
  );
}
