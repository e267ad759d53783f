import type { MetaDescriptor } from "react-router";
import { firm } from "~/content/firm";

/** Every desk page: its own title, and never indexed (the desk is also disallowed in robots.txt). */
export function deskMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${firm.shortName} desk` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
