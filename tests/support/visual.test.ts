/**
 * The visual harness's comparison (tests/support/visual.ts): a capture one row taller than its
 * baseline, from a fractional section height, is not a change of size; anything more is, and a
 * real change of colour inside the rows both have still fails.
 */
import { PNG } from "pngjs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { compare, verdict } from "./visual";

function image(width: number, height: number, paint?: (x: number, y: number) => number): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const v = paint ? paint(x, y) : 255;
      png.data[i] = v;
      png.data[i + 1] = v;
      png.data[i + 2] = v;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

describe("visual comparison", () => {
  it("passes a capture one row taller or shorter than its baseline when the rows both have match", async () => {
    const baseline = image(1000, 709);
    expect(await verdict("a.png", image(1000, 710), baseline)).toBeUndefined();
    expect(await verdict("a.png", image(1000, 708), baseline)).toBeUndefined();
    expect((await compare(image(1000, 710), baseline)).differing).toBe(1000);
  });

  it("fails a capture whose height changed by more than a row", async () => {
    expect(await verdict("a.png", image(1000, 711), image(1000, 709))).toBe(
      "a.png: the page's size changed",
    );
  });

  it("fails a capture with a changed stripe inside the rows both have", async () => {
    const changed = image(1000, 710, (_x, y) => (y >= 100 && y < 110 ? 0 : 255));
    expect(await verdict("a.png", changed, image(1000, 709))).toMatch(/pixels differ/);
  });

  it("passes the same pixels in differently encoded files, and draws a diff only when asked", async () => {
    const plain = image(200, 100);
    const palette = await sharp(plain).png({ palette: true, colours: 2 }).toBuffer();
    expect(palette.equals(plain)).toBe(false);
    expect(await verdict("a.png", palette, plain)).toBeUndefined();
    const changed = image(200, 100, (x) => (x < 20 ? 0 : 255));
    expect((await compare(changed, plain)).diff).toBeUndefined();
    const withDiff = await compare(changed, plain, { withDiff: true });
    expect(withDiff.differing).toBe(2000);
    expect(PNG.sync.read(withDiff.diff as Buffer).width).toBe(200);
  });
});
