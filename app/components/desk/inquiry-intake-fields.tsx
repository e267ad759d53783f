import type { InquiryView } from "~/desk/inquiry-view.server";
import { InquirySection } from "./inquiry-section";

type IntakeFields = InquiryView["inquiry"]["intake"];

/** Whether the contact form's message came with any of its intake answers (newer messages do). */
export const hasIntakeFields = (intake: IntakeFields) =>
  intake.conflictNames !== undefined ||
  intake.keyDate !== undefined ||
  intake.consent !== undefined;

/**
 * What the contact form asked besides the message (docs/CONTACT-INBOX.md#conflict-check-and-consent): the others involved,
 * for the conflict check, the key date, and the consent as the visitor gave it.
 */
export function InquiryIntakeFields({ intake }: { intake: IntakeFields }) {
  if (!hasIntakeFields(intake)) return null;
  return (
    <InquirySection id="intake" headingId="intake-heading" title="Intake">
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
        {intake.conflictNames !== undefined ? (
          <>
            <dt className="font-semibold">Others involved (conflict check)</dt>
            <dd className="whitespace-pre-wrap">{intake.conflictNames || "None given"}</dd>
          </>
        ) : null}
        {intake.keyDate !== undefined ? (
          <>
            <dt className="font-semibold">Key date</dt>
            <dd>{intake.keyDate || "None given"}</dd>
          </>
        ) : null}
        {intake.consent !== undefined ? (
          <>
            <dt className="font-semibold">Consent</dt>
            <dd>{intake.consent}</dd>
          </>
        ) : null}
      </dl>
    </InquirySection>
  );
}
