import { type Dispose, disposeAll, listen } from "./behaviour";

/**
 * An image that fails to load gives way to its placeholder (docs/PRODUCT-RULES.md#accessibility-and-motion):
 * on `[data-image-fallback]`, which holds the image (or its `<picture>`) and a
 * `[data-photo-placeholder]`, sets `data-failed` while the image is broken; app.css shows one or
 * the other. A failure before this runs is read from the image itself (complete, no width).
 */
export function imageFallback(root: HTMLElement): Dispose {
  const img = root.querySelector("img");
  if (!img) return () => {};
  const mark = (failed: boolean) => root.toggleAttribute("data-failed", failed);
  mark(img.complete && img.naturalWidth === 0);
  return disposeAll([
    listen(img, "error", () => mark(true)),
    listen(img, "load", () => mark(false)),
  ]);
}
