import { getFormProps } from "@conform-to/react";
import { SelectField } from "~/components/forms/select-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { bulkForms, type DeskAnswer } from "~/desk/desk-forms";
import { inquiryStatuses } from "~/desk/inquiry-status";
import { deskButton } from "./desk-button";
import { SubmissionKey } from "./submission-key";
import type { DeskFetcher } from "./use-auto-submit";

/** The bulk form's fields as the page holds them (the schema turns them into numbers). */
type BulkValues = { ids: string[]; assignee: string; status: string };

/**
 * The actions on the ticked inquiries (docs/DESK.md#actions-on-several-inquiries), their errors,
 * and the sentence under them: the answer to the last action, then what the list holds.
 */
export function InboxBulkActions({
  fetcher,
  answer,
  selected,
  staff,
  summary,
}: {
  fetcher: DeskFetcher;
  answer?: DeskAnswer;
  /** How many rows are ticked: with scripting, the actions show once one is. */
  selected: number;
  staff: { value: string; label: string }[];
  /** What the list holds, in a sentence. */
  summary: string;
}) {
  const [form, fields] = useSchemaForm<BulkValues>(bulkForms, {
    id: "inbox-bulk",
    lastResult: fetcher.state === "idle" ? answer?.result : undefined,
    // What a reset after each action returns the choices to (without it Conform leaves the
    // selects with no option chosen, showing blank).
    defaultValue: { assignee: "", status: "" },
  });
  const errors = [
    ...(form.errors ?? []),
    ...(fields.ids.errors ?? []),
    ...(fields.status.errors ?? []),
  ];
  const busy = fetcher.state !== "idle";
  const act = (intent: string, label: string) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={deskButton.secondary}
      disabled={busy}
    >
      {label}
    </button>
  );
  return (
    <>
      <fetcher.Form
        method="post"
        {...getFormProps(form)}
        className="mt-2 flex flex-wrap items-end gap-2"
        aria-label="Act on the selected inquiries"
        data-bulk
        data-empty={selected === 0 && !errors.length ? "" : undefined}
      >
        <SubmissionKey />
        {selected > 0 ? (
          <p className="w-full text-sm font-semibold text-ink-900 md:w-auto md:self-center md:pr-2">
            {selected} selected
          </p>
        ) : null}
        <SelectField
          field={fields.assignee}
          label="Assign selected to"
          options={[{ value: "", label: "Nobody (unassign)" }, ...staff]}
          appearance="desk"
          className="w-56"
        />
        {act("assign", "Assign")}
        <SelectField
          field={fields.status}
          label="Mark selected as"
          options={inquiryStatuses.map((s) => ({ value: s.value, label: s.label }))}
          placeholder="Choose a status"
          appearance="desk"
          className="w-52"
        />
        {act("status", "Change status")}
        {act("spam", "Mark as spam")}
      </fetcher.Form>
      {errors.length ? (
        <p
          role="alert"
          className="mt-2 rounded-card bg-danger-50 p-3 font-semibold text-danger-700"
        >
          {errors.join(" ")}
        </p>
      ) : null}
      <div role="status" className="mt-2 text-sm">
        {answer && !errors.length ? (
          <p
            className={`rounded-card p-3 font-semibold ${answer.ok ? "bg-success-50 text-success-700" : "bg-danger-50 text-danger-700"}`}
          >
            {answer.message}
          </p>
        ) : null}
        <p className="text-muted">{summary}</p>
      </div>
    </>
  );
}
