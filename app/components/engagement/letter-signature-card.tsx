import { Form } from "react-router";
import { deskButton, deskCard } from "~/components/desk/desk-button";
import { SubmissionKey } from "~/components/desk/submission-key";
import type { DeskLetterView } from "~/engagement/desk-engagement.server";

/**
 * A signed letter's signature and hashes, its PDFs, and the lawyer's countersignature
 * (docs/ENGAGEMENT.md#in-the-desk).
 */
export function LetterSignatureCard({
  id,
  signed,
  countersigned,
  countersigner,
}: {
  id: number;
  signed: NonNullable<DeskLetterView["signed"]>;
  countersigned: DeskLetterView["countersigned"];
  countersigner: DeskLetterView["countersigner"];
}) {
  return (
    <section aria-labelledby="signed-heading" className={`${deskCard} space-y-2`}>
      <h2 id="signed-heading" className="text-xl">
        Signature
      </h2>
      <p>
        Signed by typing “{signed.name}” on {signed.at}.
      </p>
      <p className="break-all text-sm">SHA-256 of the signed PDF: {signed.sha256}</p>
      <p className="break-all text-sm text-muted">
        SHA-256 of the letter's text: {signed.textSha256}
      </p>
      <a href={`/desk/engagement-letters/${id}/signed.pdf`} className={deskButton.secondary}>
        Download the signed PDF
      </a>
      {countersigned ? (
        <>
          <p>
            Countersigned by {countersigned.name} on {countersigned.at}.
          </p>
          <p className="break-all text-sm">
            SHA-256 of the countersigned PDF: {countersigned.sha256}
          </p>
          <a
            href={`/desk/engagement-letters/${id}/countersigned.pdf`}
            className={deskButton.secondary}
          >
            Download the countersigned PDF
          </a>
        </>
      ) : !countersigner.allowed ? (
        <p className="text-sm">
          Waits for {countersigner.lawyerName}'s countersignature: only the lawyer responsible for
          the matter accepts it for the firm, signed in with their own desk account.
        </p>
      ) : (
        <Form method="post">
          <SubmissionKey />
          <button
            type="submit"
            name="intent"
            value="countersign-letter"
            className={deskButton.primary}
          >
            Countersign as {countersigner.lawyerName}
          </button>
        </Form>
      )}
    </section>
  );
}
