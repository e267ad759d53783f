import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { afterNextPaint } from "../scheduling/after-next-paint";
import { useHydrated } from "./use-hydrated";

/**
 * A calculator's state, mirrored into the URL query so a quote can be shared and restored.
 * The component's own state drives the inputs (a navigation never fights the visitor's typing);
 * the query is read after hydration, and again whenever it changes from outside (a link to the
 * page without a query, for example). Writes replace the history entry and keep the scroll.
 *
 * The URL follows the answer rather than arriving with it: the visitor's input updates the state
 * at once, and the query is written after the next frame, once for a burst of keystrokes. Writing
 * it in the keystroke's own task (React Router's navigation, then `history.replaceState`) was the
 * largest part of typing a price or a closing date (docs/PERFORMANCE.md#interactions).
 *
 * With `keys`, the calculator owns only those parameters: it writes them into the current query
 * and ignores changes to the others, so two calculators can share one page and one URL.
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
  const own = (params: URLSearchParams) =>
    keys
      ? new URLSearchParams([...params].filter(([key]) => keys.includes(key))).toString()
      : params.toString();
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = useState<T | null>(null);
  // Queries we have asked for and not yet seen arrive, oldest first. While a visitor types,
  // several can be in flight; each arriving one is ours, and only a query that is not ours (a
  // link to the page, for example) hands the state back to the URL.
  const pending = useRef<string[]>([]);
  const search = own(searchParams);

  useEffect(() => {
    const index = pending.current.indexOf(search);
    if (index >= 0) {
      pending.current.splice(0, index + 1);
      return;
    }
    pending.current = [];
    setState(null);
  }, [search]);

  // The query waiting to be written after the next frame (the latest wins); dropped if the
  // calculator goes away first, so it is never written onto another page's URL.
  const unwritten = useRef<URLSearchParams | null>(null);
  useEffect(
    () => () => {
      unwritten.current = null;
    },
    [],
  );
  const value = state ?? (hydrated ? fromSearch(searchParams) : initial);
  const write = () => {
    const params = unwritten.current;
    unwritten.current = null;
    if (!params) return;
    setSearchParams(
      (current) => {
        if (!keys) return params;
        const merged = new URLSearchParams([...current].filter(([key]) => !keys.includes(key)));
        for (const [key, value] of params) merged.append(key, value);
        return merged;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const set = (next: T) => {
    const params = toSearch(next);
    pending.current.push(own(params));
    setState(next);
    const scheduled = unwritten.current !== null;
    unwritten.current = params;
    if (!scheduled) afterNextPaint(write);
  };
  return { hydrated, value, set };
}
