/**
 * The HTML of a content entry's parts, for the loader of a page that shows them: a client-side
 * navigation to the page reads its prose from the loader's data (React Router's `.data`, prerendered
 * beside the page), never from the page's HTML. The document itself renders the same parts in its
 * own tree (app/entry.server.tsx gives <Prose> the renderer), so the prerendered page is unchanged.
 */
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { renderContent } from "~/content/render.server";
import { PieceCount } from "~/page/pieces";
import { type ProseHtml, proseId } from "./prose";

/**
 * The HTML of each named part (`body`, `hero`, `intro`, `sources`) of one entry, as shown on the
 * page at `path` (its links are resolved there, as in the page).
 */
export function proseHtml(
  { key, path }: { key: string; path: string },
  ...slots: readonly string[]
): ProseHtml {
  return Object.fromEntries(
    slots.map((slot) => [
      proseId(key, slot),
      renderToString(
        <StaticRouter location={path}>
          <PieceCount.Provider value={null}>{renderContent(key, slot)}</PieceCount.Provider>
        </StaticRouter>,
      ),
    ]),
  );
}
