/**
 * Grids that balance any number of cards: the cards are spread over the fewest rows the column
 * count allows, as evenly as possible, and a row with fewer cards gives each one more width, so a
 * grid never ends in an empty slot (5 cards in 3 columns read 2 + 3, in 2 columns 1 + 2 + 2).
 * Rows with fewer, wider cards come first: the first cards are the featured ones.
 *
 * Pure class names over a 12-column track, written out in full so Tailwind finds them.
 */

export type Breakpoint = "sm" | "md" | "lg";
/** The most cards per row at each breakpoint, e.g. `{ md: 2, lg: 3 }`; one per row below them. */
export type GridColumns = Partial<Record<Breakpoint, 1 | 2 | 3 | 4>>;

const container: Record<Breakpoint, string> = {
  sm: "sm:grid-cols-12",
  md: "md:grid-cols-12",
  lg: "lg:grid-cols-12",
};

const spans: Record<Breakpoint, Record<number, string>> = {
  sm: { 12: "sm:col-span-12", 6: "sm:col-span-6", 4: "sm:col-span-4", 3: "sm:col-span-3" },
  md: { 12: "md:col-span-12", 6: "md:col-span-6", 4: "md:col-span-4", 3: "md:col-span-3" },
  lg: { 12: "lg:col-span-12", 6: "lg:col-span-6", 4: "lg:col-span-4", 3: "lg:col-span-3" },
};

/** How many cards each row holds: the fewest rows, sizes differing by at most one, smaller first. */
export function balancedRows(count: number, maxPerRow: number): number[] {
  if (count <= 0) return [];
  const per = Math.max(1, Math.floor(maxPerRow));
  const rows = Math.ceil(count / per);
  const base = Math.floor(count / rows);
  const larger = count % rows;
  return Array.from({ length: rows }, (_, i) => (i < rows - larger ? base : base + 1));
}

/** The number of cards in the row that card `index` sits in. */
export function rowSizeOf(index: number, count: number, maxPerRow: number): number {
  let seen = 0;
  for (const size of balancedRows(count, maxPerRow)) {
    seen += size;
    if (index < seen) return size;
  }
  return 1;
}

/** Classes for the grid element (add the gap yourself). */
export function balancedGridClass(columns: GridColumns): string {
  return [
    "grid grid-cols-1",
    ...(Object.keys(columns) as Breakpoint[]).map((bp) => container[bp]),
  ].join(" ");
}

/** Classes for card `index` of `count`. */
export function balancedItemClass(index: number, count: number, columns: GridColumns): string {
  return (Object.entries(columns) as [Breakpoint, number][])
    .map(([bp, max]) => spans[bp][12 / rowSizeOf(index, count, max)] ?? "")
    .join(" ");
}
