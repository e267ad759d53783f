/**
 * What the site does with script, written once (app/behaviours/README.md): each behaviour wires
 * one element of the server's markup (and what it contains) and returns the function that unwires
 * it. A hydrated page calls it from an effect (`useBehaviour`); a page that does not hydrate calls
 * the same function from its standalone module (read-only-page.ts).
 */
export type Dispose = () => void;
export type Behaviour<E extends Element = HTMLElement> = (root: E) => Dispose;

/** Runs each dispose function once, in reverse order of wiring. */
export function disposeAll(disposers: readonly Dispose[]): Dispose {
  return () => {
    for (const dispose of [...disposers].reverse()) dispose();
  };
}

/** Adds an event listener and returns the function that removes it. */
export function listen<K extends keyof WindowEventMap>(
  target: Window,
  type: K,
  handler: (event: WindowEventMap[K]) => void,
  options?: AddEventListenerOptions,
): Dispose;
export function listen<K extends keyof DocumentEventMap>(
  target: Document,
  type: K,
  handler: (event: DocumentEventMap[K]) => void,
  options?: AddEventListenerOptions,
): Dispose;
export function listen<K extends keyof HTMLElementEventMap>(
  target: HTMLElement,
  type: K,
  handler: (event: HTMLElementEventMap[K]) => void,
  options?: AddEventListenerOptions,
): Dispose;
export function listen(
  target: EventTarget,
  type: string,
  handler: (event: Event) => void,
  options?: AddEventListenerOptions,
): Dispose {
  target.addEventListener(type, handler, options);
  return () => target.removeEventListener(type, handler, options);
}
