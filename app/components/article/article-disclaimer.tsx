import { statements } from "~/content/statements";
import { formatIsoDate } from "~/lib/domain/dates";
import { Icon } from "../ui/icon";

/**
 * The closing note of every article: general information, not legal advice, as of the date it
 * was last checked against the law (from its frontmatter or its facts-register entry).
 */
export function ArticleDisclaimer({ reviewed }: { reviewed: { date: string; factId?: string } }) {
  return (
    <aside
      aria-label="About this article"
      data-pagefind-ignore
      className="flex gap-3 rounded-card border border-line bg-sand p-5 text-[0.95rem]"
    >
      <Icon name="info" className="mt-0.5 size-5 shrink-0 text-ink-700" />
      <p>
        This article describes the law as of{" "}
        <time dateTime={reviewed.date} data-as-of={reviewed.factId}>
          {formatIsoDate(reviewed.date)}
        </time>
        . {statements.disclaimer}
      </p>
    </aside>
  );
}
