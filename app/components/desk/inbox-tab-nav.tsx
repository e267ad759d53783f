import { Link } from "react-router";

const tabClass = (current: boolean) =>
  `inline-flex min-h-10 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-pill px-2.5 text-sm font-semibold sm:min-h-11 sm:px-3 ${
    current ? "bg-ink-900 text-white" : "text-ink-800 hover:bg-ink-100"
  }`;

/** A row of links to views of the list, each with its count; the current one marked for screen readers. */
export function InboxTabNav({
  label,
  tabs,
  className,
}: {
  label: string;
  tabs: { label: string; href: string; current: boolean; count: string }[];
  className: string;
}) {
  return (
    // Every tab in view at any width: they wrap rather than scroll sideways, where a phone would
    // hide "Consultation booked" past the edge (docs/DESK.md#on-a-phone).
    <nav aria-label={label} className={`-mx-1 ${className}`}>
      <ul className="flex flex-wrap gap-1 px-1">
        {tabs.map((t) => (
          <li key={t.label}>
            <Link
              to={t.href}
              className={tabClass(t.current)}
              aria-current={t.current ? "page" : undefined}
            >
              {t.label} <span className="tabular-nums opacity-80">{t.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
