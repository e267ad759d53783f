import { whenBandsDrawn } from "./bands";
import { AFTER_FIRST_PAINT } from "./deferred-scripts";

/**
 * The attribute of the after-first-paint template that carries the number of pieces the server
 * rendered (app/page/pieces.ts, written by document.server.ts).
 */
export const PIECES_ATTRIBUTE = "data-pieces";

/**
 * Marks the document ready for a visitor's input: `data-hydrated="true"` once React has hydrated
 * the layout and every piece the server wrote into the page, `"static"` once the standalone module
 * of a page that does not hydrate has wired its behaviours (app/behaviours/read-only-page.ts).
 * Either way only after every band is drawn (docs/decisions/017-first-frame-lays-out-what-is-seen.md),
 * so tools and the browser tests that wait for the mark read a fully drawn page.
 */
export function markReady(kind: "true" | "static"): void {
  whenBandsDrawn(() => {
    document.documentElement.dataset.hydrated = kind;
  });
}

let expected: number | undefined;
let hydrated = 0;

function markWhenHydrated() {
  if (expected === undefined || hydrated < expected) return;
  expected = undefined;
  markReady("true");
}

/** Called once, when the layout (the root, outside every piece) has hydrated. */
export function layoutHydrated(): void {
  const written = document
    .querySelector(`template[${AFTER_FIRST_PAINT}]`)
    ?.getAttribute(PIECES_ATTRIBUTE);
  expected = Number(written ?? 0);
  markWhenHydrated();
}

/** Called by each piece when it has hydrated (or, after a client-side navigation, rendered). */
export function pieceHydrated(): void {
  hydrated++;
  markWhenHydrated();
}
