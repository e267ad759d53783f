/**
 * Real photographs, when the firm has them (docs/PHOTOS.md). A file dropped into
 * app/assets/photos/ is resized at build time (vite-imagetools on sharp) to 320, 640, 960 and
 * 1280 px wide in AVIF, WebP and JPEG, and takes the place of the designed placeholder with the
 * same name: `danielle-mercer.jpg` is the portrait of Danielle Mercer everywhere on the site.
 * Without any photo nothing here reaches a page.
 */

/** The build's description of one photo: a <picture> with modern formats and a JPEG fallback. */
export interface Photo {
  /** Modern formats first (AVIF, then WebP), each with its srcset. */
  sources: readonly { type: string; srcSet: string }[];
  /** The fallback <img>: the largest JPEG, its srcset, and its intrinsic size. */
  img: { src: string; srcSet?: string; width: number; height: number };
}

/** What vite-imagetools returns for `as=picture` (imagetools-core's Picture). */
export interface ImagetoolsPicture {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

/** The query every photo is imported with: the widths and formats above, JPEG last as fallback. */
export const PHOTO_QUERY = "?w=320;640;960;1280&format=avif;webp;jpg&as=picture";

const modern = ["avif", "webp"] as const;

/** Turns the build's output into a Photo: one <source> per modern format, duplicates removed. */
export function photoFromPicture(picture: ImagetoolsPicture): Photo {
  const dedupe = (srcset: string) => {
    // A source narrower than a requested width is not enlarged, so two entries can share a width.
    const seen = new Set<string>();
    return srcset
      .split(/,\s*/)
      .filter((entry) => {
        const width = entry.trim().split(/\s+/)[1] ?? entry;
        if (seen.has(width)) return false;
        seen.add(width);
        return true;
      })
      .join(", ");
  };
  const sources = modern
    .filter((format) => picture.sources[format])
    .map((format) => ({ type: `image/${format}`, srcSet: dedupe(picture.sources[format] ?? "") }));
  const fallback = Object.entries(picture.sources).find(
    ([format]) => !(modern as readonly string[]).includes(format),
  );
  return {
    sources,
    img: {
      src: picture.img.src,
      srcSet: fallback ? dedupe(fallback[1]) : undefined,
      width: picture.img.w,
      height: picture.img.h,
    },
  };
}

const files = import.meta.glob<ImagetoolsPicture>("../assets/photos/*.{jpg,jpeg,png,webp}", {
  eager: true,
  import: "default",
  // Written out: Vite reads glob options statically. Keep in step with PHOTO_QUERY (a unit test checks).
  query: "?w=320;640;960;1280&format=avif;webp;jpg&as=picture",
});

const byName = new Map<string, Photo>(
  Object.entries(files).map(([path, picture]) => [
    (path.split("/").pop() ?? path).replace(/\.[a-z]+$/i, ""),
    photoFromPicture(picture),
  ]),
);

/** The photo named `name` (its file name without extension), if the firm has added one. */
export function photoNamed(name: string): Photo | undefined {
  return byName.get(name);
}
