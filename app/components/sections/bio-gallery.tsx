import type { LocalImage } from "~/content/people/types";
import { photoNamed } from "~/content/photos";
import { ImageWithFallback } from "./image-with-fallback";
import { Section } from "./section";

/**
 * A biography's gallery: one large picture, its words over its foot, and two beside it, each
 * beside its words (on a phone, all three so). Between the tablet and wide widths the two small
 * cards are a third of the row, too narrow for a picture and words side by side, so there each
 * card's words sit under its picture (WCAG 2.2, 1.4.10 Reflow: no text cut off). A picture the firm has not yet replaced with a
 * photograph (docs/PHOTOS.md) says it is an illustration.
 */
export function BioGallery({ images, name }: { images: readonly LocalImage[]; name: string }) {
  return (
    <Section id="gallery" eyebrow="Gallery" heading="Practice in pictures" tone="white">
      <ul className="grid gap-4 md:grid-cols-3 md:grid-rows-2" data-gallery>
        {images.map((img, i) => {
          const illustration = !(img.photo && photoNamed(img.photo));
          return (
            <li key={img.src} className={i === 0 ? "md:col-span-2 md:row-span-2" : ""}>
              <figure
                className={`relative grid h-full grid-cols-[8rem_1fr] overflow-hidden rounded-card bg-ink-900 shadow-card ${i === 0 ? "md:block" : "md:grid-cols-1 xl:grid-cols-[10rem_1fr]"}`}
              >
                <ImageWithFallback
                  image={img}
                  name={img.caption ?? name}
                  sizes={
                    i === 0 ? "(min-width: 768px) 46rem, 8rem" : "(min-width: 768px) 23rem, 8rem"
                  }
                  className={`block h-full w-full object-cover ${i === 0 ? "md:aspect-[4/3]" : "md:max-xl:h-32"}`}
                />
                <figcaption
                  className={`on-dark flex flex-col justify-center p-4 text-ink-100 ${i === 0 ? "md:absolute md:inset-x-0 md:bottom-0 md:bg-linear-to-t md:from-ink-950 md:via-ink-950/85 md:to-transparent md:p-6 md:pt-16" : "md:p-5"}`}
                >
                  {illustration ? (
                    <span className="text-xs font-semibold uppercase tracking-[0.14em] text-brass-300">
                      Illustration
                    </span>
                  ) : null}
                  <span
                    className={`block font-serif font-semibold text-white ${i === 0 ? "text-xl md:text-2xl" : "text-lg"}`}
                  >
                    {img.title}
                  </span>
                  <span className="mt-0.5 block text-sm">{img.caption}</span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
