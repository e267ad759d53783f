/**
 * Islands: on a page that does not hydrate (docs/decisions/015-hydrate-only-what-moves.md), the
 * one part that needs React (a fee calculator) hydrates on its own, without React Router's start
 * or the layout's hydration (docs/decisions/030-islands.md). The server renders the page as every
 * page, the part inside `<Island>`; the standalone module of the page (app/behaviours/read-only-page.ts)
 * imports the island's module after the first paint, and the module hydrates that element only.
 *
 * After a client-side navigation from a page that hydrated, the island is simply part of the React
 * page: `Island` renders its children, which React renders with the rest.
 *
 * The hydration itself (`hydrateIsland`) is in ./hydrate-island.tsx, which only the islands'
 * modules import: the server's build never loads react-dom/client (docs/PERFORMANCE.md#server-start).
 */
import type { ReactNode } from "react";
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
