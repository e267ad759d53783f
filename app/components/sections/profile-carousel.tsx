import { type ReactNode, useState } from "react";
import type { LocalImage } from "~/content/people/types";
import { nextIndex, previousIndex, wrapIndex } from "~/lib/domain/carousel";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { CarouselArrow, CarouselDots } from "../ui/carousel-controls";
import { ImageWithFallback } from "./image-with-fallback";

/**
 * The profile carousel: the person's portrait first, then the scenes in `photos`, all in the
 * portrait system's 4:5 frame, so the hero keeps one size whichever slide shows. It starts at the
 * portrait, previous and next wrap around, a dot selects a slide, and arrows and dots appear only
 * when there is more than one slide. The controls need JavaScript, so they are drawn only once the
 * page has hydrated, in a row whose space is kept meanwhile (no layout shift) and which is removed
 * when scripting is off (`.js-slot` in app.css).
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
  const [index, setIndex] = useState(0);
  const [moved, setMoved] = useState(false);
  const hydrated = useHydrated();
  const count = photos.length + 1;
  const current = wrapIndex(index, count);
  const scene = current > 0 ? photos[current - 1] : undefined;
  const go = (i: number) => {
    setIndex(wrapIndex(i, count));
    setMoved(true);
  };
  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
      className={className}
      data-profile-carousel
    >
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={`${current + 1} of ${count}`}
        data-slide-index={current}
      >
        {scene ? (
          <figure className="relative aspect-[4/5] overflow-hidden rounded-portrait bg-ink-900 shadow-card">
            <ImageWithFallback
              key={scene.src}
              image={scene}
              name={name}
              loading="eager"
              sizes="(min-width: 768px) 18rem, 14rem"
              className="absolute inset-0 size-full object-cover"
            />
            {scene.caption ? (
              <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink-950/90 to-transparent px-5 pb-4 pt-10 text-sm font-medium text-white">
                {scene.caption}
              </figcaption>
            ) : null}
          </figure>
        ) : (
          portrait
        )}
      </div>
      {count > 1 ? (
        <div
          className="js-slot mt-4 flex min-h-11 items-center justify-between gap-2"
          data-carousel-controls
        >
          {hydrated ? (
            <>
              <CarouselArrow
                direction="previous"
                onClick={() => go(previousIndex(current, count))}
                noun="photo"
                tone="onDark"
              />
              <CarouselDots
                count={count}
                current={current}
                onSelect={go}
                noun="photo"
                tone="onDark"
              />
              <CarouselArrow
                direction="next"
                onClick={() => go(nextIndex(current, count))}
                noun="photo"
                tone="onDark"
              />
            </>
          ) : null}
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {moved
          ? `Photo ${current + 1} of ${count}: ${scene ? scene.alt : `Portrait of ${name}`}`
          : ""}
      </p>
    </section>
  );
}
