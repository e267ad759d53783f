import type { ReactNode } from "react";
import { deskCard } from "./desk-button";

/**
 * One section of the inquiry page (docs/DESK.md#working-an-inquiry): a card named by its heading,
 * with an `id` when the page's contents or a key link to it.
 */
export function InquirySection({
  id,
  headingId,
  title,
  children,
}: {
  id?: string;
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={deskCard}>
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
