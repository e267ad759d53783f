import type { ReactNode } from "react";

/**
 * The card around a data table. On a narrow screen (or zoomed in) a table wider than the card
 * scrolls sideways inside it instead of being cut off, and the frame can take keyboard focus so
 * that it can be scrolled with the arrow keys (WCAG 1.4.10, 2.1.1).
 */
export function TableFrame({
  label,
  className = "",
  children,
}: {
  /** Names the scrollable region, e.g. the table's caption. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={`overflow-x-auto rounded-card border border-line bg-white shadow-card ${className}`}
    >
      {children}
    </div>
  );
}
