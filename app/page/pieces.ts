import { createContext } from "react";

/**
 * The pieces a hydrated page hydrates in (`Piece`, piece.tsx;
 * docs/decisions/016-hydration-in-pieces.md), counted while the server renders the page: each
 * piece adds its `useId` (so a piece rendered twice counts once). app/entry.server.tsx provides a
 * fresh count per document and writes the total into it (`withPieceCount`,
 * app/page/document.server.ts); prose, which the browser keeps as the server's HTML and never
 * hydrates (app/components/content/prose.tsx), is rendered without one.
 */
export const PieceCount = createContext<Set<string> | null>(null);
