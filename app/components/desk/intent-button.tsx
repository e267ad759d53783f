import type { ReactNode } from "react";
import { Form } from "react-router";
import { SubmissionKey } from "./submission-key";

/** A form of one button that posts its intent to the page's action, with or without scripts. */
export function IntentButton({
  intent,
  className,
  describedBy,
  children,
}: {
  intent: string;
  className: string;
  /** The id of a sentence that says what the button does (aria-describedby). */
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <SubmissionKey />
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
