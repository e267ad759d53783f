import { nextIndex, previousIndex, wrapIndex } from "~/lib/domain/carousel";
import { type Dispose, disposeAll, listen } from "./behaviour";
import { offscreen } from "./offscreen";

/**
 * A carousel (docs/PRODUCT-RULES.md#accessibility-and-motion; WAI-ARIA APG carousel pattern): the
 * home page's testimonials and the Caribbean lead's photos. The server renders every slide, the
 * first one shown, and the controls; this wires them. Without JavaScript the controls are not
 * shown (`.js-slot`, app.css), and until this has wired them they hold their space without showing
 * (`[data-carousel]:not([data-wired])`, app.css), so no control is shown that cannot act.
 *
 * On the root, `[data-carousel]`:
 * - `data-carousel="invisible"`: hidden slides keep their place (`invisible`, `aria-hidden`), so the
 *   carousel is as tall as its tallest slide; `"hidden"`: hidden slides are `hidden`.
 * - `data-interval` (ms): it advances on its own, except while paused by its toggle
 *   (`[data-carousel-toggle]`, the root marked `data-paused`), while the pointer is over it, while
 *   focus is inside it, while it is out of view (`offscreen`) and when the visitor prefers reduced
 *   motion. `data-fade` (ms): each change fades `[data-slides]` out and in, unless reduced motion.
 *
 * Inside: the slides, `[data-slide]` in order (the shown one is a group named "2 of 5" and carries
 * `data-slide-index`); `[data-carousel-prev]`, `[data-carousel-next]`, `[data-carousel-dot]`s
 * (`aria-current` on the shown one); and, if present, a live region `[data-carousel-live]` that
 * announces the slide's `data-announce` after a move.
 */
export function carousel(root: HTMLElement): Dispose {
  const slides = [...root.querySelectorAll<HTMLElement>("[data-slide]")];
  const count = slides.length;
  if (count < 2) return () => {};
  const keepsPlace = root.dataset.carousel === "invisible";
  const interval = Number(root.dataset.interval ?? 0);
  const fade = Number(root.dataset.fade ?? 0);
  const track = root.querySelector<HTMLElement>("[data-slides]");
  const live = root.querySelector<HTMLElement>("[data-carousel-live]");
  const dots = [...root.querySelectorAll<HTMLElement>("[data-carousel-dot]")];
  const motion = window.matchMedia("(prefers-reduced-motion: reduce)");

  let index = Math.max(
    0,
    slides.findIndex((s) => s.hasAttribute("data-slide-index")),
  );
  let hovered = false;
  let focused = false;
  let outOfView = false;
  let fadeTimer: ReturnType<typeof setTimeout> | undefined;
  let rotation: ReturnType<typeof setInterval> | undefined;

  function show(target: number, announce: boolean) {
    index = target;
    slides.forEach((slide, i) => {
      const shown = i === target;
      if (keepsPlace) {
        slide.classList.toggle("invisible", !shown);
        if (shown) slide.removeAttribute("aria-hidden");
        else slide.setAttribute("aria-hidden", "true");
      } else {
        slide.hidden = !shown;
      }
      if (shown) {
        slide.setAttribute("role", "group");
        slide.setAttribute("aria-roledescription", "slide");
        slide.setAttribute("aria-label", `${i + 1} of ${count}`);
        slide.dataset.slideIndex = String(i);
      } else {
        for (const name of ["role", "aria-roledescription", "aria-label", "data-slide-index"])
          slide.removeAttribute(name);
      }
    });
    dots.forEach((dot, i) => {
      if (i === target) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    if (live && announce) live.textContent = slides[target]?.dataset.announce ?? "";
  }

  function goTo(target: number) {
    clearTimeout(fadeTimer);
    const next = wrapIndex(target, count);
    if (!fade || !track || motion.matches) {
      show(next, true);
      return;
    }
    track.style.opacity = "0";
    fadeTimer = setTimeout(() => {
      show(next, true);
      track.style.opacity = "1";
    }, fade);
  }

  /** Starts or stops the rotation as the conditions say; the live region speaks only when still. */
  function update() {
    const rotating =
      interval > 0 &&
      !root.hasAttribute("data-paused") &&
      !hovered &&
      !focused &&
      !outOfView &&
      !motion.matches;
    track?.setAttribute("aria-live", rotating ? "off" : "polite");
    if (rotating && rotation === undefined) {
      rotation = setInterval(() => goTo(nextIndex(index, count)), interval);
    } else if (!rotating && rotation !== undefined) {
      clearInterval(rotation);
      rotation = undefined;
    }
  }

  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element).closest<HTMLElement>(
      "[data-carousel-prev], [data-carousel-next], [data-carousel-dot], [data-carousel-toggle]",
    );
    if (!control || !root.contains(control)) return;
    if (control.hasAttribute("data-carousel-prev")) goTo(previousIndex(index, count));
    else if (control.hasAttribute("data-carousel-next")) goTo(nextIndex(index, count));
    else if (control.hasAttribute("data-carousel-dot")) goTo(dots.indexOf(control));
    else {
      const paused = root.hasAttribute("data-paused");
      // WAI-ARIA APG: focus inside stops rotation until the visitor presses Play.
      if (paused) focused = false;
      root.toggleAttribute("data-paused", !paused);
      update();
    }
  };

  motion.addEventListener("change", update);
  root.setAttribute("data-wired", "");
  update();
  return disposeAll([
    listen(root, "click", onClick),
    listen(root, "pointerenter", () => {
      hovered = true;
      update();
    }),
    listen(root, "pointerleave", () => {
      hovered = false;
      update();
    }),
    listen(root, "focusin", () => {
      focused = true;
      update();
    }),
    listen(root, "focusout", (event) => {
      if (root.contains(event.relatedTarget as Node | null)) return;
      focused = false;
      update();
    }),
    offscreen(root, (out) => {
      outOfView = out;
      update();
    }),
    () => motion.removeEventListener("change", update),
    () => {
      clearTimeout(fadeTimer);
      clearInterval(rotation);
      rotation = undefined;
      root.removeAttribute("data-wired");
    },
  ]);
}
