import { type ReactNode, useState } from "react";
import type { LocalImage } from "~/content/people/types";
import { nextIndex, previousIndex, wrapIndex } from "~/lib/carousel";
import { useHydrated } from "~/lib/use-hydrated";
import { Icon } from "../ui/icon";
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
              <button
                type="button"
                onClick={() => go(previousIndex(current, count))}
                aria-label="Previous photo"
                className="inline-flex size-11 items-center justify-center rounded-full border border-white/40 text-white hover:bg-white/10"
                data-carousel-prev
              >
                <Icon name="chevronLeft" />
              </button>
              <div className="flex items-center">
                {Array.from({ length: count }, (_, i) => (
                  <button
                    // biome-ignore lint/suspicious/noArrayIndexKey: the slides are fixed and in order
                    key={i}
                    type="button"
                    onClick={() => go(i)}
                    aria-label={`Show photo ${i + 1} of ${count}`}
                    aria-current={i === current ? "true" : undefined}
                    className="group inline-flex size-8 items-center justify-center rounded-full"
                    data-carousel-dot
                  >
                    <span
                      className={`block rounded-full transition-all ${i === current ? "h-2.5 w-6 bg-brass-300" : "size-2.5 bg-white/50 group-hover:bg-white/80"}`}
                    />
                  </button>
                ))}
              </div>
              <button
                type="button"
                onClick={() => go(nextIndex(current, count))}
                aria-label="Next photo"
                className="inline-flex size-11 items-center justify-center rounded-full border border-white/40 text-white hover:bg-white/10"
                data-carousel-next
              >
                <Icon name="chevronRight" />
              </button>
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
