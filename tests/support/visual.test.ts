/**
 * The visual harness's comparison (tests/support/visual.ts): a capture one row taller than its
 * baseline, from a fractional section height, is not a change of size; anything more is, and a
 * real change of colour inside the rows both have still fails.
 */
import { PNG } from "pngjs";
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
  it("passes a capture one row taller or shorter than its baseline when the rows both have match", () => {
    const baseline = image(1000, 709);
    expect(verdict("a.png", image(1000, 710), baseline)).toBeUndefined();
    expect(verdict("a.png", image(1000, 708), baseline)).toBeUndefined();
    expect(compare(image(1000, 710), baseline).differing).toBe(1000);
  });

  it("fails a capture whose height changed by more than a row", () => {
    expect(verdict("a.png", image(1000, 711), image(1000, 709))).toBe(
      "a.png: the page's size changed",
    );
  });

  it("fails a capture with a changed stripe inside the rows both have", () => {
    const changed = image(1000, 710, (_x, y) => (y >= 100 && y < 110 ? 0 : 255));
    expect(verdict("a.png", changed, image(1000, 709))).toMatch(/pixels differ/);
  });
});
