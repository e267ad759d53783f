import type { Ref } from "react";
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
  onError,
  imgRef,
}: {
  photo: Photo;
  alt: string;
  /** The rendered width, e.g. "(min-width: 1024px) 18rem, 14rem". */
  sizes: string;
  className?: string;
  loading?: "lazy" | "eager";
  onError?: () => void;
  imgRef?: Ref<HTMLImageElement>;
}) {
  return (
    <picture data-photo>
      {photo.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      <img
        ref={imgRef}
        src={photo.img.src}
        srcSet={photo.img.srcSet}
        sizes={photo.img.srcSet ? sizes : undefined}
        width={photo.img.width}
        height={photo.img.height}
        alt={alt}
        loading={loading}
        decoding="async"
        onError={onError}
        className={className}
      />
    </picture>
  );
}
