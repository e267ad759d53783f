import { createContext, type ReactNode, useContext } from "react";
import type { StructuralProps } from "~/content/collections/components";

/**
 * A content file renders in parts (an article's notice beside its title, its body; a legal page's
 * introduction in the hero, its sections below). The loader wraps each part in a <Slot>; the page
 * asks for one part at a time.
 */
export const SlotContext = createContext<string>("body");

export function Slot({ name, children }: StructuralProps<"Slot"> & { children?: ReactNode }) {
  return useContext(SlotContext) === name ? children : null;
}
