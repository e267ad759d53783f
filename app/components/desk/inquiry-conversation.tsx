import type { InquiryView } from "~/desk/inquiry-view.server";
import { deskButton } from "./desk-button";
import { InquirySection } from "./inquiry-section";
import { SubmissionKey } from "./submission-key";
import type { DeskFetcher } from "./use-auto-submit";

/**
 * The message as the visitor sent it, then each reply sent from the desk with where it stands; a
 * reply the server may not have sent can be sent again (docs/DESK.md#replies).
 */
export function InquiryConversation({
  inquiry: i,
  thread,
  fetcher,
}: {
  inquiry: InquiryView["inquiry"];
  thread: InquiryView["thread"];
  fetcher: DeskFetcher;
}) {
  return (
    <InquirySection id="thread" headingId="thread-heading" title="Conversation">
      <ol className="mt-3 space-y-3">
        <li className="rounded-lg bg-ink-50 p-3">
          <p className="text-xs font-semibold text-muted">
            {i.name} wrote, {i.received}
          </p>
          {/* Shown as text, never as HTML: React escapes it. */}
          <p className="mt-1 whitespace-pre-wrap break-words" data-message>
            {i.message}
          </p>
        </li>
        {thread.map((r) => (
          <li key={r.id} className="rounded-lg border border-line p-3" data-reply>
            <p className="text-xs font-semibold text-muted">
              {r.by} replied, {r.at} ·{" "}
              <span className={r.sent ? "text-success-700" : "text-danger-700"}>{r.status}</span>
            </p>
            <p className="mt-1 font-semibold">{r.subject}</p>
            <p className="mt-1 whitespace-pre-wrap break-words">{r.body}</p>
            {r.canResend ? (
              <fetcher.Form method="post" className="mt-2">
                <input type="hidden" name="intent" value="resend-reply" />
                <SubmissionKey />
                <input type="hidden" name="reply" value={r.id} />
                <button
                  type="submit"
                  className={deskButton.secondary}
                  disabled={fetcher.state !== "idle"}
                >
                  Send this reply again
                </button>
              </fetcher.Form>
            ) : null}
          </li>
        ))}
      </ol>
    </InquirySection>
  );
}
