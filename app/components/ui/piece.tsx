import { type ReactNode, Suspense, useEffect } from "react";
import { pieceHydrated } from "~/document/hydration-progress";

/**
 * A piece of a page that hydrates on its own: a Suspense boundary that never suspends. React 19
 * hydrates the layout first and each piece later, in its own render and commit, yielding to the
 * browser between them, so no single task hydrates the whole page
 * (docs/decisions/016-hydration-in-pieces.md). A piece may hold a `lazy` component: the server
 * renders it in full, and in the browser the piece hydrates once its code has arrived (`fallback`
 * shows only if it is rendered in the browser first, after a client-side navigation).
 *
 * Every Suspense boundary the server renders must be a piece: the document is marked hydrated
 * when all of them have hydrated (app/document/hydration-progress.ts).
 */
export function Piece({ children, fallback }: { children?: ReactNode; fallback?: ReactNode }) {
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
