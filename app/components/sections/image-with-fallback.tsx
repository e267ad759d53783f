import { imageFallback } from "~/behaviours/image-fallback";
import { useBehaviour } from "~/behaviours/use-behaviour";
import type { LocalImage } from "~/content/people/types";
import { photoNamed } from "~/content/photos";
import { Picture } from "../ui/picture";

/**
 * An image that gives way to a plain placeholder carrying `name` when it fails to load
 * (docs/PRODUCT-RULES.md#accessibility-and-motion). Both are in the markup; `imageFallback`
 * (app/behaviours/image-fallback.ts) marks the wrapper `data-failed` when the image fails, before
 * or after the page's script starts, and app.css then shows the placeholder instead. The same
 * behaviour runs on pages with React and without.
 */
export function ImageWithFallback({
  image,
  name,
  className = "",
  loading = "lazy",
  sizes = "100vw",
}: {
  image: LocalImage;
  /** Text shown on the placeholder, e.g. the person's name. */
  name: string;
  className?: string;
  loading?: "lazy" | "eager";
  /** The rendered width, used when a real photo replaces the illustration (docs/PHOTOS.md). */
  sizes?: string;
}) {
  const ref = useBehaviour<HTMLSpanElement>(imageFallback, [image.src]);
  const photo = image.photo ? photoNamed(image.photo) : undefined;
  return (
    <span ref={ref} className="contents" data-image-fallback>
      {photo ? (
        <Picture
          photo={photo}
          alt={image.alt.replace(/^Illustration: /, "")}
          sizes={sizes}
          loading={loading}
          className={className}
        />
      ) : (
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={loading}
          decoding="async"
          className={className}
        />
      )}
      <span
        role="img"
        aria-label={image.alt}
        className={`flex items-center justify-center bg-ink-100 p-6 text-center ${className}`}
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
        data-photo-placeholder
      >
        <span className="font-serif text-2xl font-semibold text-ink-900">{name}</span>
      </span>
    </span>
  );
}

/**
 * A decorative background image that disappears when it fails to load
 * (docs/PRODUCT-RULES.md#accessibility-and-motion): the same behaviour as `ImageWithFallback`,
 * with no placeholder to show instead.
 */
export function DecorativeBackground({
  src,
  width,
  height,
  className = "",
}: {
  src: string;
  width: number;
  height: number;
  className?: string;
}) {
  const ref = useBehaviour<HTMLSpanElement>(imageFallback, [src]);
  return (
    <span ref={ref} className="contents" data-image-fallback>
      <img
        src={src}
        alt=""
        aria-hidden="true"
        width={width}
        height={height}
        className={className}
        data-profile-background
      />
    </span>
  );
}
