import { type ReactNode, useId } from "react";
import { IntentButton } from "./intent-button";

/**
 * An action that e-mails the client or cannot be taken back (cancelling or declining a
 * consultation: docs/DESK.md#bookings; e-mailing a new documents link or revoking one:
 * docs/DOCUMENTS.md#in-the-desk), behind a second step: the first press only opens a native
 * `<details>` disclosure saying what will happen, and its own button posts the intent. Works
 * without JavaScript; the disclosure is a keyboard control announced as expanded or collapsed
 * (WAI-ARIA APG, disclosure pattern), and the confirming button is described by the sentence above
 * it. The post carries the page's submission key like every desk form
 * (docs/DESK.md#every-action-once), and `confirmed=yes`, without which the server acts on nothing.
 */
export function ConfirmIntent({
  intent,
  label,
  confirmLabel,
  consequence,
  className,
  confirmClassName,
  action,
  fields,
}: {
  intent: string;
  /** Where the confirming form posts, and what it carries besides the intent (`IntentButton`). */
  action?: string;
  fields?: Record<string, string>;
  /** What the first press says (the disclosure's summary). */
  label: string;
  /** The button that acts. */
  confirmLabel: string;
  /** What happens when it is pressed, in one or two sentences. */
  consequence: ReactNode;
  className: string;
  confirmClassName: string;
}) {
  const id = useId();
  return (
    <details data-confirm-intent={intent} className="group basis-full sm:basis-auto">
      <summary
        className={`${className} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        {label}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="mt-3 max-w-prose space-y-3 rounded-lg border border-line p-3">
        <p id={id} className="text-sm">
          {consequence}
        </p>
        <IntentButton
          intent={intent}
          className={confirmClassName}
          describedBy={id}
          action={action}
          fields={fields}
          confirmed
        >
          {confirmLabel}
        </IntentButton>
      </div>
    </details>
  );
}

/** Declining a consultation, confirmed the same way wherever the desk offers it. */
export const declineConfirmation = {
  intent: "decline",
  confirmLabel: "Yes, decline it and e-mail the client",
  consequence:
    "The client is e-mailed at once that we cannot take the consultation, never why, and the invitation is withdrawn. This cannot be undone.",
} as const;
