import { getFormProps } from "@conform-to/react";
import { SelectField } from "~/components/forms/select-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { type DeskAnswer, inquiryForms } from "~/desk/desk-forms";
import { deskButton } from "./desk-button";
import { SubmissionKey } from "./submission-key";
import { type AutoSubmit, replyTo } from "./use-auto-submit";

/** Who works the inquiry: choosing the person is the action (no separate Save with scripting). */
export function InquiryAssignForm({
  assign,
  answer,
  assignedId,
  staff,
}: {
  assign: AutoSubmit;
  answer?: DeskAnswer;
  assignedId: number | null;
  staff: { id: number; name: string }[];
}) {
  const [form, fields] = useSchemaForm<{ assignee: string }>(inquiryForms, {
    id: "assign-form",
    lastResult: replyTo(answer, "assign"),
    defaultValue: { assignee: String(assignedId ?? "") },
  });
  return (
    <assign.fetcher.Form
      method="post"
      className="flex items-end gap-2"
      {...getFormProps(form)}
      ref={assign.formRef}
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement)
          assign.submitOnChange({ currentTarget: event.target });
      }}
    >
      <input type="hidden" name="intent" value="assign" />
      <SubmissionKey />
      <SelectField
        field={fields.assignee}
        label="Assigned to"
        appearance="desk"
        placeholder="Unassigned"
        options={staff.map((s) => ({ value: String(s.id), label: s.name }))}
      />
      <button type="submit" className={`${deskButton.secondary} no-js-only`}>
        Assign
      </button>
    </assign.fetcher.Form>
  );
}
