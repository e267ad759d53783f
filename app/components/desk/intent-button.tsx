import type { ReactNode } from "react";
import { Form } from "react-router";
import { SubmissionKey } from "./submission-key";

/** A form of one button that posts its intent to the page's action, with or without scripts. */
export function IntentButton({
  intent,
  className,
  describedBy,
  confirmed = false,
  action,
  fields = {},
  children,
}: {
  intent: string;
  /** Where the form posts (default: the page's own action). */
  action?: string;
  /** Hidden fields the post carries besides the intent (what it is about). */
  fields?: Record<string, string>;
  className: string;
  /** The id of a sentence that says what the button does (aria-describedby). */
  describedBy?: string;
  /** The second step of an action that is confirmed first: the post says so (`confirmed=yes`). */
  confirmed?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action}>
      <SubmissionKey />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
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
