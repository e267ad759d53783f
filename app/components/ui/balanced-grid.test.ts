import { describe, expect, it } from "vitest";
import { balancedGridClass, balancedItemClass, balancedRows } from "./balanced-grid";

describe("balanced grids", () => {
  it("never leaves an empty slot: every row is full, sizes differ by at most one", () => {
    for (let count = 1; count <= 24; count++) {
      for (const max of [1, 2, 3, 4]) {
        const rows = balancedRows(count, max);
        expect(rows.reduce((a, b) => a + b, 0)).toBe(count);
        expect(rows.length).toBe(Math.ceil(count / max));
        expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
        expect(Math.max(...rows)).toBeLessThanOrEqual(max);
      }
    }
  });

  it("reads five cards as 2 + 3 in three columns and 1 + 2 + 2 in two", () => {
    expect(balancedRows(5, 3)).toEqual([2, 3]);
    expect(balancedRows(5, 2)).toEqual([1, 2, 2]);
    expect(balancedRows(7, 3)).toEqual([2, 2, 3]);
    expect(balancedRows(6, 3)).toEqual([3, 3]);
  });

  it("gives each card the span of its row on a 12-column track", () => {
    const cols = { md: 2, lg: 3 } as const;
    expect(balancedGridClass(cols)).toBe("grid grid-cols-1 md:grid-cols-12 lg:grid-cols-12");
    const classes = Array.from({ length: 5 }, (_, i) => balancedItemClass(i, 5, cols));
    expect(classes).toEqual([
      "md:col-span-12 lg:col-span-6",
      "md:col-span-6 lg:col-span-6",
      "md:col-span-6 lg:col-span-4",
      "md:col-span-6 lg:col-span-4",
      "md:col-span-6 lg:col-span-4",
    ]);
  });
});
