import type { ReactNode } from "react";
import { carousel } from "~/behaviours/carousel";
import { useBehaviour } from "~/behaviours/use-behaviour";
import type { LocalImage } from "~/content/people/types";
import { CarouselArrow, CarouselDots } from "../ui/carousel-controls";
import { ImageWithFallback } from "./image-with-fallback";

/**
 * The profile carousel: the person's portrait first, then the scenes in `photos`, all in the
 * portrait system's 4:5 frame, so the hero keeps one size whichever slide shows. It starts at the
 * portrait, previous and next wrap around, a dot selects a slide, and arrows and dots appear only
 * when there is more than one slide. Every slide is in the markup, the others `hidden` (their
 * photos load when shown); the carousel behaviour (app/behaviours/carousel.ts) moves between
 * them, with React or without, and says which is shown in a polite live region. Its controls need
 * JavaScript: their row keeps its space until they are wired (no layout shift) and is removed when
 * scripting is off (`.js-slot` in app.css).
 */
export function ProfileCarousel({
  portrait,
  photos,
  name,
  className = "w-56 md:w-72",
}: {
  /** The first slide: the person's Portrait. */
  portrait: ReactNode;
  photos: readonly LocalImage[];
  name: string;
  /** Sets the frame's width; its height follows from the 4:5 ratio. */
  className?: string;
}) {
  const root = useBehaviour<HTMLElement>(carousel);
  const count = photos.length + 1;
  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
      className={className}
      data-profile-carousel
      data-carousel="hidden"
    >
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={`1 of ${count}`}
        data-slide
        data-slide-index={0}
        data-announce={`Photo 1 of ${count}: Portrait of ${name}`}
      >
        {portrait}
      </div>
      {photos.map((scene, i) => (
        <div
          key={scene.src}
          hidden
          data-slide
          data-announce={`Photo ${i + 2} of ${count}: ${scene.alt}`}
        >
          <figure className="relative aspect-[4/5] overflow-hidden rounded-portrait bg-ink-900 shadow-card">
            <ImageWithFallback
              image={scene}
              name={name}
              sizes="(min-width: 768px) 18rem, 14rem"
              className="absolute inset-0 size-full object-cover"
            />
            {scene.caption ? (
              <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink-950/90 to-transparent px-5 pb-4 pt-10 text-sm font-medium text-white">
                {scene.caption}
              </figcaption>
            ) : null}
          </figure>
        </div>
      ))}
      {count > 1 ? (
        <div
          className="js-slot mt-4 flex min-h-11 items-center justify-between gap-2"
          data-carousel-controls
        >
          <CarouselArrow direction="previous" noun="photo" tone="onDark" />
          <CarouselDots count={count} noun="photo" tone="onDark" />
          <CarouselArrow direction="next" noun="photo" tone="onDark" />
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite" data-carousel-live />
    </section>
  );
}
