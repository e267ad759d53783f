import { useEffect, useState } from "react";
import type { TocEntry } from "~/content/collections/transform";

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
  const [activeId, setActiveId] = useState<string | undefined>(undefined);

  useEffect(() => {
    const sections = entries
      .map((e) => document.getElementById(e.id))
      .filter((el): el is HTMLElement => el !== null);
    if (sections.length === 0 || typeof IntersectionObserver === "undefined") return;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (records) => {
        for (const r of records) visible.set(r.target.id, r.isIntersecting);
        const first = entries.find((e) => visible.get(e.id));
        if (first) setActiveId(first.id);
      },
      // A section counts as "being read" while it crosses the upper third of the viewport.
      { rootMargin: "-96px 0px -66% 0px" },
    );
    for (const s of sections) observer.observe(s);
    return () => observer.disconnect();
  }, [entries]);

  return (
    <nav
      aria-labelledby="toc-heading"
      className="rounded-card border border-line bg-white p-5 shadow-card lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
      data-toc
      // On a page that does not hydrate, app/enhance/read-only-page.js marks the current section
      // with the same classes.
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
        {entries.map((e, i) => {
          const active = e.id === activeId;
          return (
            <li key={e.id}>
              <a
                href={`#${e.id}`}
                aria-current={active ? "true" : undefined}
                className={`flex min-h-11 items-center gap-3 rounded-lg border-l-2 py-1.5 pl-3 pr-2 no-underline transition-colors lg:min-h-8 lg:py-1 ${
                  active ? LINK_ACTIVE : LINK_IDLE
                }`}
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
          );
        })}
      </ol>
    </nav>
  );
}
