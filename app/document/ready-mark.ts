import { whenBandsDrawn } from "./bands";

/**
 * Marks the document ready for a visitor's input: `data-hydrated="true"` once React has hydrated
 * every piece of a hydrated page (app/document/hydration-progress.ts), `"static"` once the
 * standalone module of a page that does not hydrate has wired its behaviours
 * (app/behaviours/read-only-page.ts). Either way only after every band is drawn (decision 017), so
 * tools and the browser tests that wait for the mark read a fully drawn page.
 */
export function markReady(kind: "true" | "static"): void {
  whenBandsDrawn(() => {
    document.documentElement.dataset.hydrated = kind;
  });
}
