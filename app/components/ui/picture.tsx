import type { Photo } from "~/content/photos";

/**
 * A photograph from the build's image pipeline (docs/PHOTOS.md): AVIF and WebP sources with a JPEG
 * fallback, a srcset per format so the browser picks the width it needs, and the intrinsic width
 * and height so nothing shifts while it loads.
 */
export function Picture({
  photo,
  alt,
  sizes,
  className = "",
  loading = "lazy",
}: {
  photo: Photo;
  alt: string;
  /** The rendered width, e.g. "(min-width: 1024px) 18rem, 14rem". */
  sizes: string;
  className?: string;
  loading?: "lazy" | "eager";
}) {
  return (
    <picture data-photo>
      {photo.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      <img
        src={photo.img.src}
        srcSet={photo.img.srcSet}
        sizes={photo.img.srcSet ? sizes : undefined}
        width={photo.img.width}
        height={photo.img.height}
        alt={alt}
        loading={loading}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
