/**
 * Islands: on a page that does not hydrate (docs/decisions/015-hydrate-only-what-moves.md), the
 * one part that needs React (a fee calculator) hydrates on its own, without React Router's start
 * or the layout's hydration (docs/decisions/030-islands.md). The server renders the page as every
 * page, the part inside `<Island>`; the standalone module of the page (app/behaviours/read-only-page.ts)
 * imports the island's module after the first paint, and the module hydrates that element only.
 *
 * After a client-side navigation from a page that hydrated, the island is simply part of the React
 * page: `Island` renders its children, which React renders with the rest.
 */
import { type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { type Navigator, Router, type To } from "react-router";
import { ISLAND_ATTRIBUTE, ISLAND_PART_ATTRIBUTE } from "./island-attribute";

/**
 * Where a part of the page hydrates on its own when the page does not hydrate. `src` is the
 * island module's address (`import src from "~/islands/x.tsx?module-url"`). `display: contents`:
 * the wrapper adds no box, so the page lays out as without it.
 */
export function Island({
  src,
  part,
  children,
}: {
  src: string;
  /** Which of its module's parts this is, for a module with several (`islandPart`). */
  part?: string;
  children: ReactNode;
}) {
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: src, [ISLAND_PART_ATTRIBUTE]: part }} className="contents">
      {children}
    </div>
  );
}

/** The part an island element is, as `Island`'s `part` named it (empty when it has none). */
export const islandPart = (element: Element) => element.getAttribute(ISLAND_PART_ATTRIBUTE) ?? "";

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
