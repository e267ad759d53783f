import type { ReactNode } from "react";

/**
 * `<noscript>` inside a wrapper that may carry `aria-hidden`. A modal dialog (Radix, through the
 * `aria-hidden` package's hideOthers) marks the rest of the page hidden from assistive technology,
 * element by element; `noscript` may not carry that attribute (ARIA in HTML), its wrapper may.
 * `display: contents` lays the content out as if the wrapper were not there.
 */
export function NoScript({ children }: { children: ReactNode }) {
  return (
    <div className="contents">
      <noscript>{children}</noscript>
    </div>
  );
}
