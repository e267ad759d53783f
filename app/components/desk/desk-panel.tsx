import type { ReactNode } from "react";
import type { DeskAnswer } from "~/desk/desk-forms";
import { deskCard } from "./desk-button";

/**
 * The frame of a capability's panel on the inquiry page (questionnaires, engagement letters:
 * docs/DESK.md#an-inquiry): a card named by its heading, with its own refusal at the top. The
 * panel's forms post to the inquiry page's action with or without scripts; a successful post
 * answers with a redirect back, so only a refusal (`answer`, when it is the panel's own) shows here.
 */
export function DeskPanel({
  id,
  title,
  answer,
  children,
}: {
  /** The panel's anchor; its heading is `${id}-heading`. */
  id: string;
  title: string;
  answer?: DeskAnswer;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`${deskCard} space-y-4`}>
      <h2 id={`${id}-heading`} className="text-xl">
        {title}
      </h2>
      {answer && !answer.ok ? (
        <p role="alert" className="rounded-card bg-danger-50 p-3 font-semibold text-danger-700">
          {answer.message}
        </p>
      ) : null}
      {children}
    </section>
  );
}
