/** The content collections, built by scripts/vite-plugin-content.ts. Server only. */
declare module "virtual:content" {
  import type { ComponentType } from "react";
  import type { ContentEntry } from "~/content/collections/entries";

  export const entries: readonly ContentEntry[];
  /** Compiled bodies by entry key ("blog/real-estate-agreements"). */
  export const bodies: Readonly<
    Record<string, ComponentType<{ components?: Record<string, ComponentType<never>> }>>
  >;
}
