import { startTransition, useEffect, useState } from "react";

/** Whether the whole document has hydrated (app/page/ready-mark.ts marks it). */
function documentHydrated(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";
}

/**
 * False in the prerendered HTML and during hydration, true afterwards (and at once on client-side
 * navigations). Lets a component read the URL query, which the prerendered page could not know,
 * or show controls that need JavaScript, without a hydration mismatch.
 *
 * The switch to true after hydration is a transition, so the component renders again in time
 * slices that yield to input rather than in one blocking task (a `useSyncExternalStore` whose
 * server and client values differ forces a synchronous render;
 * docs/decisions/016-hydration-in-pieces.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(documentHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
