import { type ReactNode, Suspense, useContext, useEffect, useId } from "react";
import { PieceCount } from "./pieces";
import { pieceHydrated } from "./ready-mark";

/**
 * A piece of a page that hydrates on its own: a Suspense boundary that never suspends. React 19
 * hydrates the layout first and each piece later, in its own render and commit, yielding to the
 * browser between them, so no single task hydrates the whole page
 * (docs/decisions/016-hydration-in-pieces.md). A piece may hold a `lazy` component: the server
 * renders it in full, and in the browser the piece hydrates once its code has arrived (`fallback`
 * shows only if it is rendered in the browser first, after a client-side navigation).
 *
 * The server counts the pieces it renders (app/page/pieces.ts) and the document is marked
 * hydrated once that many have hydrated (app/page/ready-mark.ts): every Suspense boundary of
 * a page should be a piece.
 */
export function Piece({ children, fallback }: { children?: ReactNode; fallback?: ReactNode }) {
  const id = useId();
  useContext(PieceCount)?.add(id);
  return (
    <Suspense fallback={fallback}>
      <Hydrated />
      {children}
    </Suspense>
  );
}

function Hydrated() {
  useEffect(pieceHydrated, []);
  return null;
}
