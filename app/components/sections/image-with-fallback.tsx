import { useEffect, useRef, useState } from "react";
import type { LocalImage } from "~/content/people/types";
import { photoNamed } from "~/content/photos";
import { Picture } from "../ui/picture";

/**
 * An image that is replaced by a plain placeholder carrying `name` when it fails to load
 * (docs/PRODUCT-RULES.md#accessibility-and-motion). A failure that happened before hydration is caught
 * on mount by checking the image's natural width.
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
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <div
        role="img"
        aria-label={image.alt}
        className={`flex items-center justify-center bg-ink-100 p-6 text-center ${className}`}
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
        data-photo-placeholder
      >
        <span className="font-serif text-2xl font-semibold text-ink-900">{name}</span>
      </div>
    );
  }
  const photo = image.photo ? photoNamed(image.photo) : undefined;
  if (photo) {
    return (
      <Picture
        photo={photo}
        alt={image.alt.replace(/^Illustration: /, "")}
        sizes={sizes}
        loading={loading}
        imgRef={ref}
        onError={() => setFailed(true)}
        className={className}
      />
    );
  }
  return (
    <img
      ref={ref}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}

/**
 * A decorative background image that disappears when it fails to load
 * (docs/PRODUCT-RULES.md#accessibility-and-motion).
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
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return null;
  return (
    <img
      ref={ref}
      src={src}
      alt=""
      aria-hidden="true"
      width={width}
      height={height}
      onError={() => setFailed(true)}
      className={className}
      data-profile-background
    />
  );
}
