import { getFormProps } from "@conform-to/react";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { type DeskAnswer, inquiryForms } from "~/desk/desk-forms";
import { deskButton } from "./desk-button";
import { InquirySection } from "./inquiry-section";
import { SubmissionKey } from "./submission-key";
import { type DeskFetcher, replyTo } from "./use-auto-submit";

/**
 * When the inquiry is deleted by the retention rule, and deleting it now (docs/DESK.md#an-inquiry):
 * the audit log keeps only that it existed.
 */
export function InquiryPrivacy({
  inquiryId,
  deletedOn,
  retentionDays,
  fetcher,
  answer,
}: {
  inquiryId: number;
  deletedOn: string;
  retentionDays: number;
  fetcher: DeskFetcher;
  answer?: DeskAnswer;
}) {
  return (
    <InquirySection headingId="privacy-heading" title="Privacy">
      <p className="mt-2 text-sm">
        Deleted automatically on <strong>{deletedOn}</strong> ({retentionDays}{" "}
        {"days after it arrived, as the Privacy Policy says)."}
      </p>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-danger-700">
          Delete this inquiry now
        </summary>
        <DeleteForm fetcher={fetcher} answer={answer} inquiryId={inquiryId} />
      </details>
    </InquirySection>
  );
}

function DeleteForm({
  fetcher,
  answer,
  inquiryId: id,
}: {
  fetcher: DeskFetcher;
  answer?: DeskAnswer;
  inquiryId: number;
}) {
  const [form, fields] = useSchemaForm<{ confirm: string }>(inquiryForms, {
    id: "delete-form",
    lastResult: replyTo(answer, "delete"),
  });
  return (
    <fetcher.Form method="post" className="mt-3 space-y-3" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="delete" />
      <SubmissionKey />
      <CheckboxField
        field={fields.confirm}
        value="yes"
        required
        appearance="desk"
        label={`I understand that the message, its notes and status are deleted for good. The audit log keeps only that inquiry #${id} existed and was deleted.`}
      />
      <button type="submit" className={deskButton.danger} disabled={fetcher.state !== "idle"}>
        Delete inquiry #{id}
      </button>
    </fetcher.Form>
  );
}
