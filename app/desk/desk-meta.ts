import type { MetaDescriptor } from "react-router";

/**
 * Every desk page: its own title, and never indexed (the desk is also disallowed in robots.txt).
 * No firm identity here: meta runs in the browser too, and the desk's chunks must not share
 * modules with the public pages' chunks (docs/PERFORMANCE.md).
 */
export function deskMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Staff desk` }, { name: "robots", content: "noindex, nofollow" }];
}
