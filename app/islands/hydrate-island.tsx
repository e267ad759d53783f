/**
 * Hydrates an island (./island.tsx) when its page does not hydrate (docs/decisions/030-islands.md).
 * Imported only by the islands' own modules, which run in the browser: the server's build never
 * loads react-dom/client (docs/PERFORMANCE.md#server-start).
 */
import { type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { type Navigator, Router, type To } from "react-router";

const hrefOf = (to: To) =>
  typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`;

/**
 * React Router's links inside an island leave the page by a document load, as every link of a page
 * that does not hydrate does.
 */
const documentNavigator: Navigator = {
  createHref: hrefOf,
  push: (to) => window.location.assign(hrefOf(to)),
  replace: (to) => window.location.replace(hrefOf(to)),
  go: (delta) => window.history.go(delta),
};

/** Calls `onHydrated` once React has committed the island's hydration. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}

/**
 * Hydrates `content` on `element` (the server's markup of the same content), inside a router that
 * knows the page's address, so the calculators read and write the query as on a hydrated page.
 * Resolves once React has hydrated it.
 *
 * The hydration is a transition: React renders it in slices of a few milliseconds that yield to
 * the browser (and to a visitor's input, which hydrates what it lands on first), where a plain
 * `hydrateRoot` renders the whole island in one task, blocking the main thread at load
 * (docs/PERFORMANCE.md, "The estimator's load").
 */
export function hydrateIsland(element: Element, content: ReactNode): Promise<void> {
  return new Promise((resolve) => {
    const { pathname, search, hash } = window.location;
    startTransition(() => {
      hydrateRoot(
        element,
        <Router location={{ pathname, search, hash }} navigator={documentNavigator}>
          {content}
          <Hydrated onHydrated={resolve} />
        </Router>,
      );
    });
  });
}
