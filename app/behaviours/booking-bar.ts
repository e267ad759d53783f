import { takesText } from "~/lib/dom/takes-text";
import type { Dispose } from "./behaviour";

/**
 * The phone's booking bar steps aside (`data-stepped-aside`, app/app.css) while a text field has
 * focus, when the on-screen keyboard needs the space (WCAG 2.4.11 Focus Not Obscured).
 *
 * Script rather than a `body:has(input:focus)` rule: with that rule the browser searched the whole
 * document again at every focus change anywhere on the page (a date field's month to its day
 * included), 15-30 ms of style work per change at 4x CPU slowdown (docs/PERFORMANCE.md#interactions).
 * Here one attribute of the bar changes, and only when the answer does. Without JavaScript the bar
 * stays, and the browser still scrolls a focused field clear of it (`scroll-padding-bottom`).
 */
export function bookingBar(bar: HTMLElement): Dispose {
  const show = (focused: EventTarget | null) => {
    const typing = focused instanceof Element && takesText(focused);
    if (bar.hasAttribute("data-stepped-aside") !== typing)
      bar.toggleAttribute("data-stepped-aside", typing);
  };
  const onFocusIn = (event: FocusEvent) => show(event.target);
  // Focus moving to another element is followed by its focusin; focus leaving for nothing is not.
  const onFocusOut = (event: FocusEvent) => {
    if (!event.relatedTarget) show(null);
  };
  show(document.activeElement);
  document.addEventListener("focusin", onFocusIn);
  document.addEventListener("focusout", onFocusOut);
  return () => {
    document.removeEventListener("focusin", onFocusIn);
    document.removeEventListener("focusout", onFocusOut);
    bar.removeAttribute("data-stepped-aside");
  };
}
