/**
 * What the standalone module of a page that does not hydrate needs to know of islands
 * (./island.tsx), without React: the attribute that marks one and what its module exports.
 */
export const ISLAND_ATTRIBUTE = "data-island";
/** Which part of its module an island is, when the module hydrates several (one page, one React). */
export const ISLAND_PART_ATTRIBUTE = "data-island-part";

/** An island module: hydrates the island on the element given, resolving once React has. */
export type IslandModule = { default: (element: Element) => Promise<void> };
