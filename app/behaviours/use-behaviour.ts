import { type DependencyList, type RefObject, useEffect, useRef } from "react";
import type { Behaviour } from "./behaviour";

/**
 * Wires a behaviour to the element the returned ref is put on, after React has rendered it, and
 * unwires it when the component goes or one of `deps` changes. The behaviour is the same function a
 * page without React runs (app/behaviours/read-only-page.ts).
 */
export function useBehaviour<E extends HTMLElement>(
  behaviour: Behaviour<E>,
  deps: DependencyList = [],
): RefObject<E | null> {
  const ref = useRef<E>(null);
  useEffect(
    () => {
      const el = ref.current;
      return el ? behaviour(el) : undefined;
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what rewires it
    deps,
  );
  return ref;
}
