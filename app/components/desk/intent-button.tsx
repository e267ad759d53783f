import type { ReactNode } from "react";
import { Form } from "react-router";
import { SubmissionKey } from "./submission-key";

/** A form of one button that posts its intent to the page's action, with or without scripts. */
export function IntentButton({
  intent,
  className,
  children,
}: {
  intent: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <SubmissionKey />
      <button type="submit" name="intent" value={intent} className={className}>
        {children}
      </button>
    </Form>
  );
}
