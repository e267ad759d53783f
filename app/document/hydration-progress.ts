/**
 * When a hydrated page has finished hydrating. The page hydrates in pieces (`Piece`,
 * docs/decisions/016-hydration-in-pieces.md): the layout first, then each Suspense boundary on its
 * own, later. The document is marked `data-hydrated="true"` only once every boundary the server
 * rendered has hydrated, so tools and the browser tests that wait for the mark find the whole page
 * ready for input, not just its shell.
 */
import { markReady } from "./ready-mark";

let expected: number | undefined;
let hydrated = 0;

function markWhenDone() {
  if (expected !== undefined && hydrated >= expected) markReady("true");
}

/**
 * The pieces the server rendered: React marks each Suspense boundary with a `<!--$-->` comment
 * before its content and `<!--/$-->` after it. Not counted: React Router's `<Scripts>` adds
 * boundaries of its own that hold only scripts (the streamed route data), and prose
 * (`[data-prose]`, app/components/content/prose.tsx) is kept as the server's HTML, never hydrated.
 */
function serverPieces(): number {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT);
  let count = 0;
  while (walker.nextNode()) {
    const start = walker.currentNode;
    if (start.nodeValue !== "$" || start.parentElement?.closest("[data-prose]")) continue;
    let depth = 0;
    for (let node = start.nextSibling; node; node = node.nextSibling) {
      if (node.nodeType === Node.COMMENT_NODE && node.nodeValue === "$") depth++;
      if (node.nodeType === Node.COMMENT_NODE && node.nodeValue === "/$" && depth-- === 0) break;
      if (node.nodeType === Node.ELEMENT_NODE && node.nodeName !== "SCRIPT") {
        count++;
        break;
      }
    }
  }
  return count;
}

/** Called once, when the layout (the root, outside every boundary) has hydrated. */
export function layoutHydrated(): void {
  expected = serverPieces();
  markWhenDone();
}

/** Called by each piece when it has hydrated (or, after a client-side navigation, rendered). */
export function pieceHydrated(): void {
  hydrated++;
  markWhenDone();
}
