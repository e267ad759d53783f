import type { DeskAnswer } from "~/desk/desk-forms";

/**
 * The sentence a desk form's last answer gives, in a status region so screen readers announce it
 * (WCAG 4.1.3): green when it worked, red when it was refused; empty until there is an answer.
 */
export function AnswerStatus({
  answer,
}: {
  answer: Pick<DeskAnswer, "ok" | "message"> | undefined;
}) {
  return (
    <p role="status" className="text-sm font-semibold">
      {answer ? (
        <span className={answer.ok ? "text-success-700" : "text-danger-700"}>{answer.message}</span>
      ) : null}
    </p>
  );
}
