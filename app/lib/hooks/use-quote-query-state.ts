import { useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { afterNextPaint } from "../scheduling/after-next-paint";
import { useHydrated } from "./use-hydrated";

/**
 * A calculator's state, mirrored into the URL query so a quote can be shared and restored.
 * The component's own state drives the inputs (the URL never fights the visitor's typing); the
 * query is read after hydration, and again after every navigation React Router makes (a link to
 * the page without a query, Back to it from another page).
 *
 * The URL follows the answer rather than arriving with it: the visitor's input updates the state
 * at once, and the query is written after the next frame, once for a burst of keystrokes. It is
 * written with the History API (`history.replaceState`, keeping the entry's state, so React
 * Router's key and scroll position stay), not as a React Router navigation: a navigation re-runs
 * the router's loading pipeline and re-renders every component that reads the location, every
 * link of the header and footer included, which cost 60-80 ms at 4x CPU slowdown per write on the
 * fee pages (docs/PERFORMANCE.md#interactions). The address bar, a shared link, a reload and Back
 * all read the written URL. React Router's own idea of the location keeps the query it last
 * navigated to, which only this hook reads.
 *
 * With `keys`, the calculator owns only those parameters: it writes them into the current query
 * and leaves the others as they are, so two calculators can share one page and one URL.
 */
export function useQuoteQueryState<T>(options: {
  fromSearch: (params: URLSearchParams) => T;
  /** The calculator's own parameters (only those in `keys`, when given). */
  toSearch: (value: T) => URLSearchParams;
  /** Shown before hydration, when the query cannot be known yet. */
  initial: T;
  keys?: readonly string[];
}): { hydrated: boolean; value: T; set: (next: T) => void } {
  const { fromSearch, toSearch, initial, keys } = options;
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const { key } = useLocation();
  // What the visitor chose, with the navigation it was chosen on: a navigation React Router makes
  // has a new key, and from then on the URL it arrived at is the state again.
  const [state, setState] = useState<{ key: string; value: T } | null>(null);

  // The query waiting to be written after the next frame (the latest wins); dropped if the
  // calculator goes away first, so it is never written onto another page's URL.
  const unwritten = useRef<URLSearchParams | null>(null);
  useEffect(
    () => () => {
      unwritten.current = null;
    },
    [],
  );
  const value = state?.key === key ? state.value : hydrated ? fromSearch(searchParams) : initial;
  const write = () => {
    const params = unwritten.current;
    unwritten.current = null;
    if (!params) return;
    const url = new URL(window.location.href);
    const query = keys
      ? new URLSearchParams([...url.searchParams].filter(([name]) => !keys.includes(name)))
      : new URLSearchParams();
    for (const [name, param] of params) query.append(name, param);
    url.search = query.toString();
    window.history.replaceState(window.history.state, "", url);
  };
  const set = (next: T) => {
    setState({ key, value: next });
    const scheduled = unwritten.current !== null;
    unwritten.current = toSearch(next);
    if (!scheduled) afterNextPaint(write);
  };
  return { hydrated, value, set };
}
