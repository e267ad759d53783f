import { tableOfContents } from "~/behaviours/table-of-contents";
import { useBehaviour } from "~/behaviours/use-behaviour";
import type { TocEntry } from "~/content/collections/context";

const LINK_ACTIVE = "border-brass-500 bg-brass-100 font-semibold text-ink-900";
const LINK_IDLE =
  "border-transparent text-ink-700 hover:border-line hover:bg-ink-50 hover:text-ink-900";

/**
 * "In this article": links to the ids of the article's sections. The section being read is
 * marked with aria-current (no live region, so nothing is announced while scrolling).
 */
export function TableOfContents({
  entries,
  label = "In this article",
}: {
  entries: readonly TocEntry[];
  label?: string;
}) {
  // The section being read is marked by app/behaviours/table-of-contents.ts, from the classes below.
  const ref = useBehaviour(tableOfContents, [entries]);

  return (
    <nav
      ref={ref}
      aria-labelledby="toc-heading"
      className="rounded-card border border-line bg-white p-5 shadow-card lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
      data-toc
      data-toc-active={LINK_ACTIVE}
      data-toc-idle={LINK_IDLE}
      data-pagefind-ignore
    >
      <h2
        id="toc-heading"
        className="font-sans text-sm font-semibold uppercase tracking-[0.14em] text-brass-700"
      >
        {label}
      </h2>
      {/* Compact beside the text on wide screens, so a 13-section policy fits a 1280 x 800 window
          (and scrolls inside its column if a shorter one ever needs it): targets stay 32 px tall,
          above WCAG 2.5.8's 24. */}
      <ol className="mt-3 space-y-0.5 text-[0.95rem] lg:text-sm lg:leading-snug">
        {entries.map((e, i) => (
          <li key={e.id}>
            <a
              href={`#${e.id}`}
              className={`flex min-h-11 items-center gap-3 rounded-lg border-l-2 py-1.5 pl-3 pr-2 no-underline transition-colors lg:min-h-8 lg:py-1 ${LINK_IDLE}`}
              data-toc-link
            >
              <span
                aria-hidden="true"
                className="w-5 shrink-0 text-right text-sm tabular-nums text-muted"
              >
                {i + 1}
              </span>
              <span>{e.label}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
