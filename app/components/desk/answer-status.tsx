import { type ReactNode, useEffect, useRef } from "react";
import { type DeskAnswer, refusesAField } from "~/desk/desk-forms";

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

/**
 * The page's answer to a post, above the page's sections: announced (a status or an alert region,
 * WCAG 4.1.3) and, when it comes, focused, so that the browser brings it into view and keyboard
 * and screen-reader users continue from it (WCAG 2.4.3) instead of from the top of the document,
 * where a pressed button that is no longer shown (a cancelled booking's) leaves them. An answer
 * about a field leaves the focus to that field, which Conform moves it to.
 */
export function PageAnswer({
  answer,
  className,
  children,
}: {
  answer: DeskAnswer | undefined;
  className: string;
  /** What the answer adds under its sentence (a new calendar feed's address). */
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const aboutAField = answer ? refusesAField(answer) : false;
  useEffect(() => {
    if (answer && !aboutAField) ref.current?.focus();
  }, [answer, aboutAField]);
  if (!answer) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={answer.ok ? "status" : "alert"}
      className={`${className} scroll-mt-4 focus:outline-none`}
    >
      <p className={answer.ok ? "font-semibold" : "font-semibold text-danger-700"}>
        {answer.message}
      </p>
      {children}
    </div>
  );
}
