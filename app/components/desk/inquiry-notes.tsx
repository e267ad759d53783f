import { getFormProps } from "@conform-to/react";
import { TextField } from "~/components/forms/text-field";
import { TextareaField } from "~/components/forms/textarea-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { type DeskAnswer, inquiryForms, noteMaxLength } from "~/desk/desk-forms";
import { formatIsoDay } from "~/desk/desk-time";
import type { InquiryView } from "~/desk/inquiry-view.server";
import { deskButton } from "./desk-button";
import { InquirySection } from "./inquiry-section";
import { SubmissionKey } from "./submission-key";
import { type DeskFetcher, replyTo } from "./use-auto-submit";

/** The inquiry's notes, oldest first, and the form that adds one (docs/DESK.md#follow-ups). */
export function InquiryNotes({
  notes,
  fetcher,
  answer,
  today,
}: {
  notes: InquiryView["inquiry"]["notes"];
  fetcher: DeskFetcher;
  answer?: DeskAnswer;
  today: string;
}) {
  return (
    <InquirySection id="notes" headingId="notes-heading" title="Notes">
      {notes.length ? (
        <ul className="mt-3 space-y-3">
          {notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-ink-50 p-3">
              <p className="text-xs font-semibold text-muted">
                {n.by}, {n.at}
                {n.followUp ? ` · ${n.followUp}` : ""}
              </p>
              {n.body ? <p className="mt-1 whitespace-pre-wrap break-words">{n.body}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-muted">No notes yet.</p>
      )}
      <NoteForm key={notes.length} fetcher={fetcher} answer={answer} today={today} />
    </InquirySection>
  );
}

/** A note, which may carry a follow-up date (docs/DESK.md#follow-ups). */
function NoteForm({
  fetcher,
  answer,
  today,
}: {
  fetcher: DeskFetcher;
  answer?: DeskAnswer;
  today: string;
}) {
  const [form, fields] = useSchemaForm<{ note: string; followUpOn: string }>(inquiryForms, {
    id: "note-form",
    lastResult: replyTo(answer, "note"),
  });
  return (
    <fetcher.Form method="post" className="mt-4 space-y-3" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="note" />
      <SubmissionKey />
      <TextareaField
        field={fields.note}
        label="Add a note"
        appearance="desk"
        rows={3}
        maxLength={noteMaxLength}
      />
      <TextField
        field={fields.followUpOn}
        type="date"
        label="Follow up on"
        mark="optional"
        appearance="desk"
        className="max-w-60"
        hint={`Today or later (today is ${formatIsoDay(today)}).`}
      />
      <button type="submit" className={deskButton.primary} disabled={fetcher.state !== "idle"}>
        Add note
      </button>
    </fetcher.Form>
  );
}
