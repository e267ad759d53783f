import type { ReactNode } from "react";
import { Icon } from "../ui/icon";

/**
 * A schedule row's name with its explanation folded under it on a phone: the name opens it
 * (<details>), so a long schedule shows every item and amount in a few screens. From 768 px up
 * the explanation always shows (`.fee-note::details-content` in app/app.css) and the name is
 * plain text again.
 */
export function FoldedNote({ name, children }: { name: ReactNode; children: ReactNode }) {
  return (
    <details className="fee-note group">
      <summary className="flex min-h-6 cursor-pointer list-none items-start gap-1.5 font-semibold text-ink-900 md:pointer-events-none md:cursor-auto [&::-webkit-details-marker]:hidden">
        <span>{name}</span>
        <Icon
          name="chevronDown"
          className="mt-1 size-4 shrink-0 text-brass-700 transition-transform group-open:rotate-180 md:hidden"
        />
      </summary>
      {children}
    </details>
  );
}
