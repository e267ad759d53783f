import { data } from "react-router";
import { ChecklistItemUpload } from "~/components/documents/checklist-item-upload";
import { PageHero } from "~/components/sections/page-hero";
import { firm } from "~/content/firm";
import { formatDue } from "~/documents/document-emails";
import {
  addressedIntro,
  checklistProgress,
  type RefusalCode,
  refusalCodes,
  refusalText,
} from "~/documents/document-messages";
import { allowedInWords, formatFileSize } from "~/documents/document-types";
import type { Route } from "./+types/documents";

/** The client's page behind a request's link (docs/DOCUMENTS.md#the-clients-page). */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const documents = context.documents;
  const token = params.token ?? "";
  // An unknown, revoked or expired link is a page that does not exist: 404, nothing more.
  const checklist =
    documents && /^[A-Za-z0-9_-]{43}$/.test(token) ? documents.checklist(token) : undefined;
  if (!documents || !checklist) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const refused = query.get("refused");
  const item = Number(query.get("item") ?? query.get("received"));
  const notice = query.get("received")
    ? {
        itemId: item,
        kind: "received" as const,
        text: "Your file was received. Thank you.",
      }
    : refused && (refusalCodes as readonly string[]).includes(refused)
      ? {
          itemId: item,
          kind: "refused" as const,
          text: refusalText(
            refused as RefusalCode,
            { maxFileBytes: documents.settings.maxFileBytes, ...documents.quotas },
            query.get("what")?.slice(0, 20) ?? undefined,
          ),
        }
      : null;
  return {
    token,
    title: checklist.request.title,
    intro: checklist.intro,
    firstName: checklist.firstName,
    due: checklist.request.dueAt
      ? formatDue(checklist.request.dueAt, checklist.clientTimeZone)
      : null,
    maxFile: formatFileSize(documents.settings.maxFileBytes),
    maxFileBytes: documents.settings.maxFileBytes,
    scanned: Boolean(documents.scanner),
    notice,
    items: checklist.items.map((i) => ({
      id: i.id,
      label: i.label,
      hint: i.hint,
      optional: i.optional,
      state: i.state,
      returnReason: i.returnReason,
      files: i.files.filter((f) => f.scan !== "infected").map((f) => ({ id: f.id, name: f.name })),
      refusedForMalware: i.files.some((f) => f.scan === "infected"),
    })),
  };
}

export const meta = () => [
  { title: `Your documents | ${firm.shortName}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

// Its answers' headers (no-store, noindex, no referrer: the link's token is in the address) come
// from the documents' route policy (app/documents/document-upload-endpoints.server.ts), for every spelling and every answer.

const stateWords = {
  missing: { text: "Still needed", style: "bg-brass-100 text-brass-700" },
  /** An optional item not sent: nothing is missing that we need. */
  open: { text: "Not sent yet", style: "bg-ink-50 text-ink-800" },
  received: { text: "Received", style: "bg-success-50 text-success-700" },
  accepted: { text: "Accepted", style: "bg-success-50 text-success-700" },
  returned: {
    text: "Please send again",
    style: "bg-danger-50 text-danger-700",
  },
} as const;

export default function DocumentsPage({ loaderData: d }: Route.ComponentProps) {
  // Counts over every item listed, so they add up (docs/DOCUMENTS.md#the-clients-page).
  const progress = checklistProgress(d.items);
  const intro = d.intro ?? "Send each document below as a PDF or a clear photo.";
  return (
    <>
      <PageHero eyebrow="Your documents" heading={d.title} compact>
        <p>{addressedIntro(d.firstName, intro)}</p>
        {d.due ? (
          <p className="mt-3 font-semibold text-white">Please send them by {d.due}.</p>
        ) : null}
      </PageHero>
      {/* A client's own page: no phone Book bar (app/app.css, `data-client-page`). */}
      <section className="container-page py-10 md:py-14" data-client-page>
        <div className="mx-auto max-w-3xl">
          <p className="text-body" role="status" data-checklist-progress>
            {progress.sentence}
          </p>
          <p className="mt-2 text-sm text-muted">
            {allowedInWords} files or photos, up to {d.maxFile} each. Files are encrypted as they
            arrive
            {d.scanned ? " and checked for viruses" : ""}. You can add more than one file to an
            item, and come back to this page later.
          </p>
          <ol className="mt-8 flex flex-col gap-6">
            {d.items.map((item) => {
              const state =
                stateWords[item.optional && item.state === "missing" ? "open" : item.state];
              const notice = d.notice?.itemId === item.id ? d.notice : null;
              return (
                <li
                  key={item.id}
                  id={`item-${item.id}`}
                  className="scroll-mt-24 rounded-card border border-line bg-white p-5 shadow-card"
                >
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <h2 className="font-serif text-xl font-semibold text-ink-900">
                      {item.label}
                      {/* A real space, so a screen reader and a copy read "… (if you have it)". */}
                      {item.optional ? " " : null}
                      {item.optional ? (
                        <span className="ml-1 font-sans text-sm font-normal text-muted">
                          (if you have it)
                        </span>
                      ) : null}
                    </h2>
                    <span className={`rounded-pill px-3 py-1 text-sm font-semibold ${state.style}`}>
                      {state.text}
                    </span>
                  </div>
                  {item.hint ? <p className="mt-2 text-sm text-body">{item.hint}</p> : null}
                  {item.state === "returned" && item.returnReason ? (
                    <p className="mt-3 rounded-lg bg-danger-50 p-3 text-sm text-danger-700">
                      We need this again: {item.returnReason}
                    </p>
                  ) : null}
                  {item.refusedForMalware ? (
                    <p className="mt-3 rounded-lg bg-danger-50 p-3 text-sm text-danger-700">
                      Our virus scanner found something harmful in a file you sent here, so we
                      deleted it. Please check your device and send a clean copy.
                    </p>
                  ) : null}
                  {item.files.length ? (
                    <ul
                      className="mt-3 flex flex-col gap-1 text-sm text-ink-800"
                      aria-label="Files received"
                    >
                      {item.files.map((f) => (
                        <li key={f.id} className="wrap-anywhere">
                          ✓ {f.name}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {notice ? (
                    <p
                      id={notice.kind === "refused" ? `item-${item.id}-refused` : undefined}
                      role={notice.kind === "refused" ? "alert" : "status"}
                      className={`mt-3 rounded-lg p-3 text-sm font-semibold ${
                        notice.kind === "refused"
                          ? "bg-danger-50 text-danger-700"
                          : "bg-success-50 text-success-700"
                      }`}
                    >
                      {notice.text}
                    </p>
                  ) : null}
                  {item.state !== "accepted" ? (
                    <ChecklistItemUpload
                      maxFileBytes={d.maxFileBytes}
                      token={d.token}
                      itemId={item.id}
                      label={item.label}
                      refusedId={notice?.kind === "refused" ? `item-${item.id}-refused` : undefined}
                    />
                  ) : null}
                </li>
              );
            })}
          </ol>
          <p className="mt-10 text-sm text-muted">
            A question, or trouble sending a file? Call {firm.phone.display} or reply to our e-mail.
            Please keep this link to yourself: anyone who has it can add files to this list, though
            no one can see or download them from here.
          </p>
        </div>
      </section>
    </>
  );
}
