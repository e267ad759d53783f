import { describe, expect, it } from "vitest";
import { nextIndex, previousIndex, wrapIndex } from "./carousel";

describe("carousel index arithmetic", () => {
  it("advances and wraps from the last slide to the first", () => {
    expect(nextIndex(0, 5)).toBe(1);
    expect(nextIndex(4, 5)).toBe(0);
  });
  it("goes back and wraps from the first slide to the last", () => {
    expect(previousIndex(3, 5)).toBe(2);
    expect(previousIndex(0, 5)).toBe(4);
  });
  it("normalises any integer, including large negatives", () => {
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(-7, 5)).toBe(3);
  });
  it("stays at 0 for a single slide or none", () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
