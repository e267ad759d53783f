import { useEffect, useState } from "react";
import type { LocalImage } from "~/content/people/types";
import { nextIndex, previousIndex, wrapIndex } from "~/lib/carousel";
import { Icon } from "../ui/icon";
import { ImageWithFallback } from "./image-with-fallback";

/**
 * The profile photo carousel: starts at the first photo, previous and next wrap around,
 * a dot selects a photo, and arrows and dots appear only when there is more than one photo. The
 * controls appear once JavaScript is running, so the page never shows buttons that cannot act.
 */
export function ProfileCarousel({ photos, name }: { photos: readonly LocalImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [interactive, setInteractive] = useState(false);
  const [moved, setMoved] = useState(false);
  useEffect(() => setInteractive(true), []);
  const count = photos.length;
  const current = photos[wrapIndex(index, count)];
  if (!current) return null;
  const hasControls = count > 1;
  const go = (i: number) => {
    setIndex(wrapIndex(i, count));
    setMoved(true);
  };
  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${name}`}
      className="w-full max-w-sm"
      data-profile-carousel
    >
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        className="overflow-hidden rounded-[1.5rem] border border-white/15 bg-ink-900 shadow-lift"
        data-slide-index={index}
      >
        <ImageWithFallback
          key={current.src}
          image={current}
          name={name}
          loading="eager"
          className="block h-auto w-full"
        />
      </div>
      {hasControls ? (
        <div
          className="mt-4 flex min-h-11 items-center justify-between gap-3"
          data-carousel-controls
        >
          {interactive ? (
            <>
              <button
                type="button"
                onClick={() => go(previousIndex(index, count))}
                aria-label="Previous photo"
                className="inline-flex size-11 items-center justify-center rounded-full border border-white/40 text-white hover:bg-white/10"
                data-carousel-prev
              >
                <Icon name="chevronLeft" />
              </button>
              <div className="flex items-center">
                {photos.map((p, i) => (
                  <button
                    key={p.src}
                    type="button"
                    onClick={() => go(i)}
                    aria-label={`Show photo ${i + 1} of ${count}`}
                    aria-current={i === index ? "true" : undefined}
                    className="group inline-flex size-8 items-center justify-center rounded-full"
                    data-carousel-dot
                  >
                    <span
                      className={`block rounded-full transition-all ${i === index ? "h-2.5 w-6 bg-brass-300" : "size-2.5 bg-white/50 group-hover:bg-white/80"}`}
                    />
                  </button>
                ))}
              </div>
              <button
                type="button"
                onClick={() => go(nextIndex(index, count))}
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
        {moved ? `Photo ${index + 1} of ${count}: ${current.alt}` : ""}
      </p>
    </section>
  );
}
