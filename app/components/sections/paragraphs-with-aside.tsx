import type { ReactNode } from "react";

/**
 * A section's body in two columns from 1024 px: its paragraphs (then `after`, a note that belongs
 * to them) in the wider column, and `children` (an aside or a card) in the narrower one beside
 * them; on narrower screens the aside follows the paragraphs.
 */
export function ParagraphsWithAside({
  paragraphs,
  after,
  children,
}: {
  paragraphs: readonly string[];
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr]">
      <div className="space-y-4 text-lg leading-relaxed">
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {after}
      </div>
      {children}
    </div>
  );
}
