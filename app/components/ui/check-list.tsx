import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { Icon } from "./icon";

const sizes = {
  /** The usual list in cards and asides: a 1 rem tick. */
  sm: { item: "flex gap-2", icon: "mt-1 size-4 shrink-0 text-success-700" },
  /** A list that stands on its own in a section: a larger tick, more space beside it. */
  md: { item: "flex gap-3", icon: "mt-1 size-5 shrink-0 text-success-700" },
} as const;

/**
 * A bulleted list whose bullets are green ticks: a real list for assistive technology, the ticks
 * decorative. Spacing, text size and margins belong to the caller (`className`, on the `ul`); any
 * other attribute (such as a `data-` hook for tests) goes on the `ul` too.
 */
export function CheckList({
  items,
  size = "sm",
  itemClassName,
  ...list
}: {
  items: readonly ReactNode[];
  size?: keyof typeof sizes;
  /** Added to each `li`, after the layout classes. */
  itemClassName?: string;
} & Omit<ComponentPropsWithoutRef<"ul">, "children">) {
  const { item, icon } = sizes[size];
  const itemClass = itemClassName ? `${item} ${itemClassName}` : item;
  return (
    <ul {...list}>
      {items.map((text, i) => (
        // Items are text, or a content file's list items (static, never reordered).
        <li key={typeof text === "string" ? text : i} className={itemClass}>
          <Icon name="check" className={icon} />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
