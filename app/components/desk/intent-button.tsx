import type { ReactNode } from "react";
import { Form } from "react-router";
import { SubmissionKey } from "./submission-key";

/** A form of one button that posts its intent to the page's action, with or without scripts. */
export function IntentButton({
  intent,
  className,
  describedBy,
  confirmed = false,
  children,
}: {
  intent: string;
  className: string;
  /** The id of a sentence that says what the button does (aria-describedby). */
  describedBy?: string;
  /** The second step of an action that is confirmed first: the post says so (`confirmed=yes`). */
  confirmed?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <SubmissionKey />
      {confirmed ? <input type="hidden" name="confirmed" value="yes" /> : null}
      <button
        type="submit"
        name="intent"
        value={intent}
        className={className}
        aria-describedby={describedBy}
      >
        {children}
      </button>
    </Form>
  );
}
