import { useMatches, useRouteError } from "react-router";

/**
 * Which pages React hydrates (docs/PRODUCT-RULES.md#which-pages-hydrate,
 * docs/decisions/015-hydrate-only-what-moves.md). A route whose content has nothing interactive
 * (legal pages, articles, guides, FAQ pages, hubs) exports `handle = readOnly` (or spreads it into
 * its handle, e.g. `{ ...searchable, ...readOnly }`): app/root.tsx then leaves React Router's
 * scripts out of its document, and the page loads only the small standalone module
 * app/behaviours/read-only-page.ts for the shell's few behaviours. Its links are plain document loads.
 *
 * `hydrate` may also be a function of the route's loader data, for a route whose pages differ
 * (app/routes/book.tsx: the list of days is read-only, a day's page with its form is not).
 */
export interface HydrationHandle {
  hydrate?: boolean | ((data: unknown) => boolean);
}

/** Spread into a route's `handle`: this route's pages do not hydrate. */
export const readOnly = { hydrate: false } as const satisfies HydrationHandle;

/**
 * Whether the current page hydrates: true unless a matched route says otherwise. An error page
 * (a 404 under /blog/, say) always hydrates, like every page outside these routes. In the browser
 * it is always true: React runs there only in a document that hydrated, and after a client-side
 * navigation from it to a read-only route the page stays the React page it is.
 */
export function useHydrates(): boolean {
  const error = useRouteError();
  const matches = useMatches();
  if (error || typeof document !== "undefined") return true;
  return !matches.some((m) => {
    const hydrate = (m.handle as HydrationHandle | undefined)?.hydrate;
    return typeof hydrate === "function" ? !hydrate(m.loaderData) : hydrate === false;
  });
}
