import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  heicBomb,
  jpegDeclaring,
  pngBomb,
  pngDeclaring,
  webpDeclaring,
} from "../../tests/support/hostile-files";
import { declaredImageSize } from "./image-dimensions";

describe("an image's size read from its header (docs/DOCUMENTS.md#images-decoded-within-a-budget)", () => {
  it("reads the size of real PNG, JPEG and WebP images as sharp reports it", async () => {
    const base = sharp({ create: { width: 37, height: 21, channels: 3, background: "#123" } });
    for (const [type, data] of [
      ["image/png", await base.clone().png().toBuffer()],
      [
        "image/jpeg",
        await base
          .clone()
          .jpeg()
          .withExif({ IFD0: { Make: "TestCam" } })
          .toBuffer(),
      ],
      ["image/webp", await base.clone().webp().toBuffer()],
      ["image/webp", await base.clone().webp({ lossless: true }).toBuffer()],
    ] as const)
      expect(declaredImageSize(data, type)).toEqual({ width: 37, height: 21 });
  });

  it("reads the HEIC photo's grid canvas and its tile", () => {
    const photo = readFileSync(
      new URL("../../tests/fixtures/documents/photo.heic", import.meta.url),
    );
    // The largest size the file declares counts: its 64 × 64 tile (the canvas is 64 × 48).
    expect(declaredImageSize(photo, "image/heic")).toEqual({ width: 64, height: 64 });
  });

  it("reads the bombs' declared sizes from a few hundred bytes", () => {
    const overlay = heicBomb({ derivation: "iovl", canvas: [16000, 16000], ispe: [64, 48] });
    expect(overlay.length).toBeLessThan(1000);
    // The overlay's ispe claims 64 × 48; its canvas, which a decoder allocates, is 16000 × 16000.
    expect(declaredImageSize(overlay, "image/heic")).toEqual({ width: 16000, height: 16000 });
    const grid = heicBomb({ derivation: "grid", canvas: [70000, 70000], ispe: [64, 64] });
    expect(declaredImageSize(grid, "image/heif")).toEqual({ width: 70000, height: 70000 });
    const ispe = heicBomb({ derivation: "none", ispe: [100000, 100000] });
    expect(declaredImageSize(ispe, "image/heic")).toEqual({ width: 100000, height: 100000 });
    expect(declaredImageSize(pngDeclaring(100000, 100000), "image/png")).toEqual({
      width: 100000,
      height: 100000,
    });
    expect(declaredImageSize(jpegDeclaring(65500, 65500), "image/jpeg")).toEqual({
      width: 65500,
      height: 65500,
    });
    expect(declaredImageSize(webpDeclaring(16383, 16383), "image/webp")).toEqual({
      width: 16383,
      height: 16383,
    });
    const bomb = pngBomb(20000, 20000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(declaredImageSize(bomb, "image/png")).toEqual({ width: 20000, height: 20000 });
  });

  it("gives no size for a header cut short or malformed, so the file is not opened", () => {
    expect(declaredImageSize(pngDeclaring(10, 10).subarray(0, 18), "image/png")).toBeUndefined();
    expect(declaredImageSize(jpegDeclaring(10, 10).subarray(0, 12), "image/jpeg")).toBeUndefined();
    // A frame whose height is left to a later DNL segment: size unknown up front.
    expect(declaredImageSize(jpegDeclaring(10, 0), "image/jpeg")).toBeUndefined();
    const heic = heicBomb({ derivation: "iovl", canvas: [100, 100], ispe: [100, 100] });
    expect(declaredImageSize(heic.subarray(0, 200), "image/heic")).toBeUndefined();
  });
});
