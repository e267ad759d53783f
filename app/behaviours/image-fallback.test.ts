// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { imageFallback } from "./image-fallback";

/** The markup ImageWithFallback renders: the image and its placeholder in one wrapper. */
function wrapper(): { root: HTMLElement; img: HTMLImageElement } {
  const root = document.createElement("span");
  root.setAttribute("data-image-fallback", "");
  root.innerHTML =
    '<img src="/gallery/1.svg" alt="A signing"><span role="img" aria-label="A signing" data-photo-placeholder>Danielle Mercer</span>';
  return { root, img: root.querySelector("img")! };
}

describe("an image with a fallback", () => {
  it("is marked failed when its image fails, and no longer once an image loads there", () => {
    const { root, img } = wrapper();
    // Still on its way when the script runs.
    Object.defineProperty(img, "complete", { value: false });
    const dispose = imageFallback(root);
    expect(root.hasAttribute("data-failed")).toBe(false);
    img.dispatchEvent(new Event("error"));
    expect(root.hasAttribute("data-failed")).toBe(true);
    img.dispatchEvent(new Event("load"));
    expect(root.hasAttribute("data-failed")).toBe(false);
    dispose();
    img.dispatchEvent(new Event("error"));
    expect(root.hasAttribute("data-failed")).toBe(false);
  });

  it("is marked failed at once when the image had already failed before the script ran", () => {
    const { root, img } = wrapper();
    Object.defineProperty(img, "complete", { value: true });
    Object.defineProperty(img, "naturalWidth", { value: 0 });
    imageFallback(root);
    expect(root.hasAttribute("data-failed")).toBe(true);
  });
});
