import { Form } from "react-router";
import { deskButton, deskCard } from "~/components/desk/desk-button";
import { SubmissionKey } from "~/components/desk/submission-key";

/**
 * A sent letter never changes (docs/ENGAGEMENT.md#in-the-desk): a new version, and turning off the
 * link of one not yet signed.
 */
export function LetterChangeCard({ canTurnOff }: { canTurnOff: boolean }) {
  return (
    <section aria-labelledby="change-heading" className={`${deskCard} space-y-2`}>
      <h2 id="change-heading" className="text-xl">
        Change it
      </h2>
      <p className="text-sm">
        A sent letter never changes: a change is a new version, sent as a new letter.
      </p>
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <SubmissionKey />
          <button type="submit" name="intent" value="new-version" className={deskButton.secondary}>
            Prepare a new version
          </button>
        </Form>
        {canTurnOff ? (
          <Form method="post">
            <SubmissionKey />
            <button
              type="submit"
              name="intent"
              value="revoke-letter"
              className={deskButton.secondary}
            >
              Turn off the link
            </button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
