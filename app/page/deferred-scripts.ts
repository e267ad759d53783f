/**
 * The page's scripts wait for its first paint (docs/decisions/005-first-paint-before-scripts-and-fonts.md):
 * the layout renders them, as React Router's `<Scripts />` (or the standalone module of a page that
 * does not hydrate) writes them, inside `<template data-after-first-paint><noscript>`. Inside a
 * template nothing is fetched or run; inside the `<noscript>`, React does not hoist the module
 * preloads into the head, and the browser keeps the markup as text.
 *
 * `takeDeferredScripts` gives that markup to the browser's own HTML parser and runs its classic
 * scripts at once, where the template is, in document order (React Router's route data is one,
 * and the scripts after it in the document fill it in); it returns the function that adds the
 * rest (module scripts and module preloads) to the document, which the boot script calls after
 * the first paint. Nothing here reads what the scripts say.
 */
export const AFTER_FIRST_PAINT = "data-after-first-paint";
/** The hidden wrapper of the template and the boot script (app/page/document-scripts.tsx). */
export const DEFERRED_WRAPPER = "data-deferred-scripts";

export function takeDeferredScripts(template: HTMLTemplateElement | null): () => void {
  const markup = template?.content.textContent ?? "";
  if (!template || !markup.trim()) return () => {};
  // A fragment parsed this way keeps its scripts runnable (DOM "createContextualFragment").
  const fragment = document.createRange().createContextualFragment(markup);
  const now: HTMLScriptElement[] = [];
  const later: Element[] = [];
  for (const el of [...fragment.children]) {
    if (el instanceof HTMLScriptElement && el.type !== "module" && !el.src) now.push(el);
    else later.push(el);
  }
  // After the template's hidden wrapper (document-scripts.tsx), in the body: React hydrates the
  // wrapper and tolerates only the body gaining elements.
  (template.closest(`[${DEFERRED_WRAPPER}]`) ?? template).after(...now);
  // A few at a time, in document order, one task each: a hydrating page has dozens of module
  // preloads (35 on the real estate fee page), and adding them all and the module script in one
  // task made it a long one (about 110 ms at 4x CPU slowdown, most of it the browser starting each
  // request), which counts against Total Blocking Time (docs/PERFORMANCE.md).
  const add = (from: number) => {
    for (const el of later.slice(from, from + PER_TASK))
      (el instanceof HTMLLinkElement ? document.head : document.body).append(el);
    if (from + PER_TASK < later.length) setTimeout(() => add(from + PER_TASK), 0);
  };
  return () => add(0);
}

/** How many of the deferred elements `takeDeferredScripts` adds per task. */
export const PER_TASK = 4;
