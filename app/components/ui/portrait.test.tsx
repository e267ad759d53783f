// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type ImagetoolsPicture, PHOTO_QUERY, photoFromPicture } from "~/content/photos";
import { Picture } from "./picture";
import { MonogramAvatar, Portrait } from "./portrait";

/** What vite-imagetools hands the site for a 1200 x 1500 photo dropped into app/assets/photos. */
const dropped: ImagetoolsPicture = {
  sources: {
    avif: "/assets/p-320.avif 320w, /assets/p-640.avif 640w, /assets/p-960.avif 960w, /assets/p-1200.avif 1200w",
    webp: "/assets/p-320.webp 320w, /assets/p-640.webp 640w, /assets/p-960.webp 960w, /assets/p-1200.webp 1200w",
    jpeg: "/assets/p-320.jpg 320w, /assets/p-640.jpg 640w, /assets/p-960.jpg 960w, /assets/p-1200.jpg 1200w",
  },
  img: { src: "/assets/p-1200.jpg", w: 1200, h: 1500 },
};

describe("a dropped-in photo", () => {
  it("renders as a <picture>: AVIF and WebP sources, a JPEG fallback with srcset, sizes, width and height", () => {
    const html = renderToStaticMarkup(
      <Portrait
        name="Danielle Mercer"
        initials="DM"
        photo={photoFromPicture(dropped)}
        sizes="(min-width: 768px) 18rem, 14rem"
      />,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const picture = doc.querySelector("[data-portrait=photo] picture");
    expect(picture).not.toBeNull();
    const sources = [...(picture?.querySelectorAll("source") ?? [])];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    for (const s of sources) {
      expect(s.getAttribute("srcset")).toMatch(/ 320w, .* 640w, .* 960w, .* 1200w$/);
      expect(s.getAttribute("sizes")).toBe("(min-width: 768px) 18rem, 14rem");
    }
    const img = picture?.querySelector("img");
    expect(img?.getAttribute("src")).toBe("/assets/p-1200.jpg");
    expect(img?.getAttribute("srcset")).toContain("/assets/p-640.jpg 640w");
    expect(img?.getAttribute("width")).toBe("1200");
    expect(img?.getAttribute("height")).toBe("1500");
    expect(img?.getAttribute("alt")).toBe("Portrait of Danielle Mercer");
    expect(img?.getAttribute("loading")).toBe("lazy");
    // No monogram once there is a photo.
    expect(doc.querySelector("svg")).toBeNull();
  });

  it("drops a width the source was too small for instead of listing it twice", () => {
    const small = photoFromPicture({
      sources: {
        avif: "/a-320.avif 320w, /a-640.avif 640w, /a-800.avif 800w, /a-800b.avif 800w",
        jpeg: "/a-320.jpg 320w, /a-800.jpg 800w, /a-800b.jpg 800w",
      },
      img: { src: "/a-800.jpg", w: 800, h: 1000 },
    });
    expect(small.sources[0]?.srcSet).toBe("/a-320.avif 320w, /a-640.avif 640w, /a-800.avif 800w");
    expect(small.img.srcSet).toBe("/a-320.jpg 320w, /a-800.jpg 800w");
  });

  it("is imported with the widths and formats the docs promise", () => {
    expect(PHOTO_QUERY).toBe("?w=320;640;960;1280&format=avif;webp;jpg&as=picture");
  });

  it("renders a Picture on its own with the same contract", () => {
    const html = renderToStaticMarkup(
      <Picture photo={photoFromPicture(dropped)} alt="Office" sizes="100vw" loading="eager" />,
    );
    expect(html).toContain('<source type="image/avif"');
    expect(html).toContain('width="1200" height="1500"');
    expect(html).toContain('loading="eager"');
  });
});

describe("without a photo", () => {
  it("draws the monogram card in the same 4:5 frame, named for assistive technology", () => {
    const html = renderToStaticMarkup(
      <Portrait name="Marcus Baptiste" initials="MB" sizes="10rem" />,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const frame = doc.querySelector("[data-portrait=monogram]");
    expect(frame?.className).toContain("aspect-[4/5]");
    const svg = frame?.querySelector("svg");
    expect(svg?.getAttribute("role")).toBe("img");
    expect(svg?.getAttribute("aria-label")).toBe("Monogram portrait of Marcus Baptiste");
    expect(svg?.textContent).toContain("MB");
  });

  it("keeps a client's avatar a circle however narrow the row", () => {
    const html = renderToStaticMarkup(<MonogramAvatar initials="AM" />);
    expect(html).toContain("aspect-square");
    expect(html).toContain("shrink-0");
    expect(html).toContain("rounded-full");
  });
});
