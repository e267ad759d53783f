import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "react-router";
import { ConfirmIntent } from "~/components/desk/confirm-intent";
import { deskButton, deskCard } from "~/components/desk/desk-button";
import { SubmissionKey } from "~/components/desk/submission-key";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { type DeskAnswer, refusesAField } from "~/desk/desk-forms";
import { documentForms, isDocumentIntent } from "~/documents/desk-document-forms";
import type { InquiryDocumentsView } from "~/documents/inquiry-documents-view";

type DocumentsFetcher = ReturnType<typeof useFetcher<DeskAnswer>>;

/**
 * The action's answer to one form of the panel, for Conform to show its field errors: the answer
 * names the form's intent, and for an item's form the item it was about.
 */
function replyTo(
  answer: DeskAnswer | undefined,
  intent: string,
  item?: number,
): SubmissionResult<string[]> | undefined {
  if (answer?.intent !== intent) return undefined;
  if (item !== undefined && answer.result?.initialValue?.item !== String(item)) return undefined;
  return answer.result;
}

/** The fields a refusal can name that the panel shows (the others are hidden inputs). */
const visibleFields = ["template", "due", "reason"];

/**
 * Whether a refusal is already shown under the field it is about (a form's field error), so the
 * panel's own notice would only repeat it. Conform focuses that field; without JavaScript the
 * form's own anchor brings the browser to it (WCAG 3.3.1).
 */
function shownAtItsField(answer: DeskAnswer): boolean {
  if (answer.intent !== "send-request" && answer.intent !== "send-back") return false;
  return refusesAField(answer, visibleFields);
}

const stateLabel = {
  missing: "Missing",
  received: "Received",
  accepted: "Accepted",
  returned: "Sent back",
} as const;

const scanLabel = {
  pending: "Waiting for the virus scan",
  clean: "Scanned: no virus found",
  unscanned: "Not scanned: no virus scanner is set up on the server",
  infected: "Virus found: deleted unopened",
} as const;

/**
 * The documents of one inquiry, inside its desk page (docs/DOCUMENTS.md#in-the-desk): each request's
 * checklist with what is received, missing, accepted or sent back, the files (view, download), the
 * decisions, and the form to send a new request. Plain forms posted to the inquiry page's action:
 * without JavaScript a refused post renders the page again with `pageAnswer` (the page's action
 * data), and the browser comes back to the panel (the action's `#documents`).
 */
export function InquiryDocumentsPanel({
  view,
  pageAnswer,
}: {
  view: InquiryDocumentsView | null;
  pageAnswer?: DeskAnswer;
}) {
  const fetcher = useFetcher<DeskAnswer>();
  if (!view) return null;
  const pagePath = `/desk/inquiries/${view.messageId}`;
  const action = `${pagePath}#documents`;
  // A successful action answers with a redirect back to the page; only a refusal stays here.
  const answer = fetcher.data ?? (isDocumentIntent(pageAnswer?.intent) ? pageAnswer : undefined);
  return (
    <section id="documents" aria-labelledby="documents-heading" className={`${deskCard} space-y-4`}>
      <h2 id="documents-heading" className="text-xl">
        Documents
      </h2>
      {answer && !answer.ok && !shownAtItsField(answer) ? (
        <p role="alert" className="rounded-card bg-danger-50 p-3 font-semibold text-danger-700">
          {answer.message}
        </p>
      ) : null}
      {view.requests.map((r) => (
        <article key={r.id} className="space-y-3 rounded-lg border border-line p-3">
          <header className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold text-ink-900">
              {r.title} <span className="font-normal text-muted">(request #{r.id})</span>
            </h3>
            <p className="text-sm text-muted">
              Sent {r.sent}
              {r.due ? `, due ${r.due}` : ""}. {r.link}.
            </p>
          </header>
          <ul className="space-y-3">
            {r.items.map((item) => (
              <ChecklistItemReview
                key={item.id}
                item={item}
                fetcher={fetcher}
                pagePath={pagePath}
                answer={replyTo(answer, "send-back", item.id)}
              />
            ))}
          </ul>
          <div className="flex flex-wrap gap-2 border-t border-line pt-3">
            {/* Each takes two presses, like a booking's Cancel (docs/DOCUMENTS.md#in-the-desk). */}
            <ConfirmIntent
              intent="new-link"
              label="E-mail a new link"
              confirmLabel="Yes, e-mail the client a new link"
              consequence="The client is e-mailed a new link to this request at once; the link they had stops working."
              className={deskButton.secondary}
              confirmClassName={deskButton.primary}
              action={action}
              fields={{ request: String(r.id) }}
            />
            {r.linkActive ? (
              <ConfirmIntent
                intent="revoke"
                label="Revoke the link"
                confirmLabel="Yes, revoke the link"
                consequence="The client's link to this request stops working at once, and they are not told. To let them send documents again, e-mail a new link."
                className={deskButton.danger}
                confirmClassName={deskButton.danger}
                action={action}
                fields={{ request: String(r.id) }}
              />
            ) : null}
          </div>
        </article>
      ))}
      <RequestForm
        fetcher={fetcher}
        action={`${pagePath}#document-request`}
        templates={view.templates}
        defaultTemplate={view.defaultTemplate}
        answer={replyTo(answer, "send-request")}
      />
      <p className="text-sm text-muted">
        {view.scanner
          ? "Files are checked for viruses before anyone can open them."
          : "No virus scanner is set up on the server: files are kept unscanned. Ask whoever runs the website to set one up."}{" "}
        {view.deletesOn
          ? `These documents will be deleted on ${view.deletesOn}.`
          : `Documents are deleted ${view.retentionDays} days after the inquiry is closed.`}
      </p>
    </section>
  );
}

/**
 * One item of a request as staff review it: its state, the files received (view, download), and
 * the decision it waits for (accept or send back a received item, undo an accept).
 */
function ChecklistItemReview({
  item,
  fetcher,
  pagePath,
  answer,
}: {
  item: InquiryDocumentsView["requests"][number]["items"][number];
  fetcher: DocumentsFetcher;
  pagePath: string;
  answer?: SubmissionResult<string[]>;
}) {
  const action = `${pagePath}#documents`;
  const busy = fetcher.state !== "idle";
  return (
    <li id={`document-item-${item.id}`} className="border-t border-line pt-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-ink-900">
          {item.label}
          {item.optional ? <span className="font-normal text-muted"> (optional)</span> : null}
        </span>
        <span
          className={`rounded-pill px-2 py-0.5 text-sm font-semibold ${
            item.state === "accepted"
              ? "bg-success-50 text-success-700"
              : item.state === "returned"
                ? "bg-danger-50 text-danger-700"
                : item.state === "received"
                  ? "bg-ink-50 text-ink-900"
                  : "bg-brass-100 text-brass-700"
          }`}
        >
          {stateLabel[item.state]}
        </span>
      </div>
      {item.returnReason ? (
        <p className="text-sm text-danger-700">Sent back: {item.returnReason}</p>
      ) : null}
      {item.files.length ? (
        <ul className="mt-2 space-y-1 text-sm">
          {item.files.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="break-all text-ink-900">{f.name}</span>
              <span className="text-muted">
                {f.size}, {f.received}. {scanLabel[f.scan]}
                {f.signature ? ` (${f.signature})` : ""}
              </span>
              {f.scan === "clean" || f.scan === "unscanned" ? (
                <>
                  {f.viewable ? (
                    <a
                      className="inline-flex min-h-6 items-center underline underline-offset-4"
                      href={`/desk/documents/files/${f.id}`}
                      target="_blank"
                      rel="noopener"
                    >
                      View<span className="sr-only"> {f.name}</span> (opens in a new tab)
                    </a>
                  ) : f.downloadOnly ? (
                    <span className="text-muted">
                      Download only: encrypted or damaged, so its scripts could not be removed
                    </span>
                  ) : null}
                  <a
                    className="inline-flex min-h-6 items-center underline underline-offset-4"
                    href={`/desk/documents/files/${f.id}?download`}
                    download
                  >
                    Download<span className="sr-only"> {f.name}</span>
                  </a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {item.state === "received" ? (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <fetcher.Form method="post" action={action}>
            <input type="hidden" name="intent" value="accept" />
            <SubmissionKey />
            <input type="hidden" name="item" value={item.id} />
            <button type="submit" className={deskButton.primary} disabled={busy}>
              Accept<span className="sr-only"> {item.label}</span>
            </button>
          </fetcher.Form>
          <SendBackForm
            fetcher={fetcher}
            action={`${pagePath}#document-item-${item.id}`}
            item={item}
            answer={answer}
          />
        </div>
      ) : item.state === "accepted" ? (
        <fetcher.Form method="post" action={action} className="mt-2">
          <input type="hidden" name="intent" value="reopen" />
          <SubmissionKey />
          <input type="hidden" name="item" value={item.id} />
          <button type="submit" className={deskButton.secondary} disabled={busy}>
            Undo accept<span className="sr-only"> {item.label}</span>
          </button>
        </fetcher.Form>
      ) : null}
    </li>
  );
}

/** Sending a received file back, with the reason the client is e-mailed. */
function SendBackForm({
  fetcher,
  action,
  item,
  answer,
}: {
  fetcher: DocumentsFetcher;
  action: string;
  item: { id: number; label: string };
  answer?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm<{ reason: string }>(documentForms, {
    lastResult: answer,
  });
  return (
    <fetcher.Form
      method="post"
      action={action}
      className="flex flex-wrap items-end gap-2"
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="send-back" />
      <SubmissionKey />
      <input type="hidden" name="item" value={item.id} />
      <TextField
        field={fields.reason}
        label="Reason for the client"
        required
        minLength={5}
        maxLength={500}
        placeholder="The photo is blurred: please retake it in daylight."
        appearance="desk"
      />
      <button type="submit" className={deskButton.secondary} disabled={fetcher.state !== "idle"}>
        Send back<span className="sr-only"> {item.label}</span>
      </button>
    </fetcher.Form>
  );
}

/** A new document request from a checklist, with an optional due date. */
function RequestForm({
  fetcher,
  action,
  templates,
  defaultTemplate,
  answer,
}: {
  fetcher: DocumentsFetcher;
  action: string;
  templates: { id: string; title: string }[];
  defaultTemplate: string;
  answer?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm<{ template: string; due: string }>(documentForms, {
    // Also the anchor a refused post without JavaScript comes back to (the form's action).
    id: "document-request",
    lastResult: answer,
    defaultValue: { template: defaultTemplate },
  });
  return (
    <fetcher.Form
      method="post"
      action={action}
      className="flex flex-wrap items-end gap-3"
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="send-request" />
      <SubmissionKey />
      <SelectField
        field={fields.template}
        label="Checklist"
        placeholder="Choose one"
        required
        appearance="desk"
        options={templates.map((t) => ({ value: t.id, label: t.title }))}
      />
      <TextField
        field={fields.due}
        label="Due (Toronto time, optional)"
        type="datetime-local"
        appearance="desk"
      />
      <button type="submit" className={deskButton.primary} disabled={fetcher.state !== "idle"}>
        E-mail a document request
      </button>
    </fetcher.Form>
  );
}
