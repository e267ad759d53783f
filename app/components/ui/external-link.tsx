import type { ReactNode } from "react";
import { Icon } from "./icon";

/**
 * A link to another website: opens in a new tab without giving that site a handle on ours
 * (rel="noopener noreferrer"), and tells screen reader users it will open a new tab.
 * Inline, so the icon stays with the last word when a long address wraps.
 */
export function ExternalLink({
  href,
  children,
  className = "",
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
      <Icon name="external" className="ml-1 inline-block size-3.5 shrink-0 align-[-0.125em]" />
    </a>
  );
}
