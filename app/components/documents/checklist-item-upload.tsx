import { getInputProps } from "@conform-to/react";
import { useRef } from "react";
import { FieldError } from "~/components/forms/field-error";
import { FieldLabel } from "~/components/forms/field-label";
import { describedBy } from "~/components/forms/field-styles";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { buttonClass } from "~/components/ui/button-link";
import {
  type ChecklistUploadValues,
  checklistUploadSchema,
} from "~/documents/checklist-upload-schema";
import { acceptAttribute, formatBytes } from "~/documents/document-types";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { type Upload, useTusSend } from "./use-tus-send";

/**
 * One checklist item's way to send a file: a real multipart form (works without JavaScript:
 * docs/DOCUMENTS.md#the-clients-page), which with JavaScript sends the file in resumable pieces
 * (tus), shows its progress, keeps retrying through a dropped connection, and sends nothing more
 * while a file is on its way (`useTusSend`: a double tap sends once). Its field is the
 * form system's (app/components/forms/README.md): labelled, checked by its schema before it is
 * sent, its error under it; a refusal from the server (`refusedId`, the page's notice for this item)
 * describes the control too (WCAG 3.3.1).
 */
export function ChecklistItemUpload({
  token,
  itemId,
  label,
  refusedId,
  maxFileBytes,
}: {
  token: string;
  /** The most one file may weigh: a larger one is refused before it is sent, with its size. */
  maxFileBytes: number;
  itemId: number;
  label: string;
  /** The id of the page's refusal of this item's last file, when there is one. */
  refusedId?: string;
}) {
  const hydrated = useHydrated();
  const [form, fields] = useSchemaForm<ChecklistUploadValues>(checklistUploadSchema, {
    onSubmit(event) {
      event.preventDefault();
      void send(fileInput.current?.files ?? null);
    },
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const { send, sending, uploads, problem, done } = useTusSend({
    token,
    itemId,
    maxFileBytes,
    onEnd: () => {
      if (fileInput.current) fileInput.current.value = "";
    },
  });

  return (
    <form
      id={form.id}
      method="post"
      encType="multipart/form-data"
      action={`/documents/${token}/items/${itemId}`}
      className="mt-4 flex flex-col gap-3"
      // Without JavaScript the browser's own check asks for a file (`required`); with it, the
      // schema's message shows under the field instead.
      noValidate={hydrated}
      onSubmit={form.onSubmit}
      aria-busy={sending || undefined}
    >
      <FieldLabel htmlFor={fields.file.id}>
        <span className="text-sm text-ink-900">Add a file or photo for “{label}”</span>
      </FieldLabel>
      <input
        {...getInputProps(fields.file, {
          type: "file",
          ariaDescribedBy: describedBy(refusedId),
        })}
        aria-invalid={Boolean(refusedId || fields.file.errors?.length) || undefined}
        ref={fileInput}
        accept={acceptAttribute}
        required
        className="block w-full rounded-lg border border-line bg-white p-2 text-sm file:mr-3 file:min-h-11 file:rounded-pill file:border-0 file:bg-ink-50 file:px-4 file:font-semibold file:text-ink-900"
      />
      <FieldError field={fields.file} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass("primary")} disabled={sending}>
          Send this file
        </button>
      </div>
      {uploads.map((u) => (
        <UploadProgress key={`${u.name}-${u.total}`} upload={u} />
      ))}
      <p role="status" className="text-sm font-semibold text-success-700">
        {done}
      </p>
      <p role="alert" className="text-sm font-semibold text-danger-700">
        {problem}
      </p>
    </form>
  );
}

/**
 * One file's progress: its name, the percent and the size sent in words, and a bar drawn in the
 * site's colours (a progressbar with its value and its words, WCAG 4.1.2; the browser's own
 * `<progress>` looks different in every browser).
 */
function UploadProgress({ upload: u }: { upload: Upload }) {
  const percent = u.total ? Math.floor((u.sent / u.total) * 100) : 0;
  const words =
    u.state === "waiting"
      ? `${u.name}: connection lost, trying again…`
      : `Sending ${u.name}: ${percent}% (${formatBytes(u.sent)} of ${formatBytes(u.total)})`;
  return (
    <div className="flex flex-col gap-1.5 text-sm text-ink-800" data-upload-progress>
      <span className="wrap-anywhere" aria-hidden="true">
        {words}
      </span>
      <div
        role="progressbar"
        aria-label={`Sending ${u.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={words}
        className="h-2.5 w-full overflow-hidden rounded-pill bg-ink-50 ring-1 ring-ink-900/15 ring-inset"
      >
        <div
          className={`h-full rounded-pill transition-[width] duration-300 motion-reduce:transition-none ${u.state === "waiting" ? "bg-brass-500" : "bg-ink-700"}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
