import { useFetcher } from "react-router";
import { deskButton, deskCard, deskInput } from "~/components/desk/desk-button";
import type { InquiryDocumentsView } from "~/documents/inquiry-documents-view";

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
 * decisions, and the form to send a new request. Plain forms: they work without JavaScript.
 */
export function InquiryDocumentsPanel({ view }: { view: InquiryDocumentsView | null }) {
  const fetcher = useFetcher();
  if (!view) return null;
  const action = `/desk/inquiries/${view.messageId}/documents`;
  const busy = fetcher.state !== "idle";
  return (
    <section id="documents" aria-labelledby="documents-heading" className={`${deskCard} space-y-4`}>
      <h2 id="documents-heading" className="text-xl">
        Documents
      </h2>
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
              <li key={item.id} className="border-t border-line pt-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold text-ink-900">
                    {item.label}
                    {item.optional ? (
                      <span className="font-normal text-muted"> (optional)</span>
                    ) : null}
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
                      <input type="hidden" name="item" value={item.id} />
                      <button type="submit" className={deskButton.primary} disabled={busy}>
                        Accept<span className="sr-only"> {item.label}</span>
                      </button>
                    </fetcher.Form>
                    <fetcher.Form
                      method="post"
                      action={action}
                      className="flex flex-wrap items-end gap-2"
                    >
                      <input type="hidden" name="intent" value="send-back" />
                      <input type="hidden" name="item" value={item.id} />
                      <label className="flex flex-col text-sm">
                        <span>Reason for the client</span>
                        <input
                          name="reason"
                          required
                          minLength={5}
                          maxLength={500}
                          className={deskInput}
                          placeholder="The photo is blurred: please retake it in daylight."
                        />
                      </label>
                      <button type="submit" className={deskButton.secondary} disabled={busy}>
                        Send back<span className="sr-only"> {item.label}</span>
                      </button>
                    </fetcher.Form>
                  </div>
                ) : item.state === "accepted" ? (
                  <fetcher.Form method="post" action={action} className="mt-2">
                    <input type="hidden" name="intent" value="reopen" />
                    <input type="hidden" name="item" value={item.id} />
                    <button type="submit" className={deskButton.secondary} disabled={busy}>
                      Undo accept<span className="sr-only"> {item.label}</span>
                    </button>
                  </fetcher.Form>
                ) : null}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2 border-t border-line pt-3">
            <fetcher.Form method="post" action={action}>
              <input type="hidden" name="intent" value="new-link" />
              <input type="hidden" name="request" value={r.id} />
              <button type="submit" className={deskButton.secondary} disabled={busy}>
                E-mail a new link
              </button>
            </fetcher.Form>
            {r.linkActive ? (
              <fetcher.Form method="post" action={action}>
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="request" value={r.id} />
                <button type="submit" className={deskButton.danger} disabled={busy}>
                  Revoke the link
                </button>
              </fetcher.Form>
            ) : null}
          </div>
        </article>
      ))}
      <fetcher.Form method="post" action={action} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="send-request" />
        <label className="flex flex-col text-sm">
          <span className="font-semibold">Checklist</span>
          <select
            name="template"
            defaultValue={view.defaultTemplate}
            required
            className={deskInput}
          >
            <option value="">Choose one</option>
            {view.templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          <span className="font-semibold">Due (Toronto time, optional)</span>
          <input type="datetime-local" name="due" className={deskInput} />
        </label>
        <button type="submit" className={deskButton.primary} disabled={busy}>
          E-mail a document request
        </button>
      </fetcher.Form>
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
