import { getInputProps } from "@conform-to/react";
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { FieldError } from "~/components/forms/field-error";
import { FieldLabel } from "~/components/forms/field-label";
import { describedBy } from "~/components/forms/field-styles";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { buttonClass } from "~/components/ui/button-link";
import {
  type ChecklistUploadValues,
  checklistUploadSchema,
} from "~/documents/checklist-upload-schema";
import { refusalText } from "~/documents/document-messages";
import { acceptAttribute, formatBytes } from "~/documents/document-types";
import { useHydrated } from "~/lib/hooks/use-hydrated";

type Upload = { name: string; sent: number; total: number; state: "sending" | "waiting" };

/**
 * One checklist item's way to send a file: a real multipart form (works without JavaScript:
 * docs/DOCUMENTS.md#the-clients-page), which with JavaScript sends the file in resumable pieces
 * (tus), shows its progress, and keeps retrying through a dropped connection. Its field is the
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
  const revalidator = useRevalidator();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function send(files: FileList | null) {
    if (!files?.length) return;
    setProblem(null);
    setDone(null);
    const { Upload: TusUpload } = await import("tus-js-client");
    for (const file of Array.from(files)) {
      if (file.size > maxFileBytes) {
        setProblem(`${file.name}: ${refusalText("too-large", maxFileBytes, undefined, file.size)}`);
        continue;
      }
      const entry: Upload = { name: file.name, sent: 0, total: file.size, state: "sending" };
      setUploads((list) => [...list, entry]);
      const update = (patch: Partial<Upload>) =>
        setUploads((list) => list.map((u) => (u === entry ? Object.assign(entry, patch) : u)));
      await new Promise<void>((resolve) => {
        const upload = new TusUpload(file, {
          endpoint: "/documents/uploads",
          headers: { "Document-Token": token },
          metadata: { itemId: String(itemId), filename: file.name },
          // PATCH goes as POST with an override header, which passes proxies that drop PATCH; the
          // server takes both (docs/STANDARDS.md#tus).
          overridePatchMethod: true,
          chunkSize: 2 * 1024 * 1024,
          // A phone on a poor connection: keep trying for about ten minutes.
          retryDelays: [
            0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000, 60_000, 60_000, 120_000, 120_000,
            120_000,
          ],
          removeFingerprintOnSuccess: true,
          onProgress: (sent, total) => update({ sent, total, state: "sending" }),
          onShouldRetry: (error, _attempt, options) => {
            const status = error.originalResponse?.getStatus() ?? 0;
            const retry = status === 0 || status >= 500 || status === 409 || status === 423;
            if (retry) update({ state: "waiting" });
            return retry && (options.retryDelays?.length ?? 0) > 0;
          },
          onError: (error) => {
            const response = "originalResponse" in error ? error.originalResponse : null;
            const body = response?.getBody();
            const status = response?.getStatus() ?? 0;
            setProblem(
              // A size refused by the server (the tus server's own "Maximum size exceeded"
              // included) in the page's words, with the file's size and the limit.
              status === 413 && body !== "request-full" && !body?.startsWith("Together")
                ? `${file.name}: ${refusalText("too-large", maxFileBytes, undefined, file.size)}`
                : status >= 400 && status < 500 && body && body.length < 400
                  ? `${file.name}: ${body}`
                  : `${file.name} was not sent: the connection kept failing. Try again when you have a better connection; what was sent is kept.`,
            );
            setUploads((list) => list.filter((u) => u !== entry));
            resolve();
          },
          onSuccess: () => {
            setUploads((list) => list.filter((u) => u !== entry));
            setDone(`${file.name} was received.`);
            resolve();
          },
        });
        upload.findPreviousUploads().then((previous) => {
          if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
          upload.start();
        });
      });
    }
    if (fileInput.current) fileInput.current.value = "";
    revalidator.revalidate();
  }

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
        <button type="submit" className={buttonClass("primary")}>
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
