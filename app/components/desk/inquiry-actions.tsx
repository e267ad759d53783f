import type { DeskAnswer } from "~/desk/desk-forms";
import type { InquiryView } from "~/desk/inquiry-view.server";
import { deskButton } from "./desk-button";
import { InquiryAssignForm } from "./inquiry-assign-form";
import { InquiryFollowUp } from "./inquiry-follow-up";
import { SubmissionKey } from "./submission-key";
import type { AutoSubmit, DeskFetcher } from "./use-auto-submit";

/**
 * What staff do first on an inquiry (docs/DESK.md#working-an-inquiry): reply, move its status,
 * assign it, set its follow-up date.
 */
export function InquiryActions({
  page,
  fetcher,
  assign,
  follow,
  pageAnswer,
}: {
  page: Pick<InquiryView, "inquiry" | "moves" | "staff" | "followUp" | "today">;
  fetcher: DeskFetcher;
  assign: AutoSubmit;
  follow: AutoSubmit;
  pageAnswer?: DeskAnswer;
}) {
  return (
    <section aria-label="Actions" className="space-y-3">
      <fetcher.Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="status" />
        <SubmissionKey />
        <a href="#reply" className={deskButton.primary}>
          Reply
        </a>
        {page.moves.map((m) => (
          <button
            key={m.value}
            type="submit"
            name="status"
            value={m.value}
            className={deskButton.secondary}
            disabled={fetcher.state !== "idle"}
          >
            Mark {m.label}
          </button>
        ))}
      </fetcher.Form>
      <div className="flex flex-wrap items-end gap-3">
        <InquiryAssignForm
          key={page.inquiry.assignedId ?? "none"}
          assign={assign}
          answer={assign.fetcher.data ?? pageAnswer}
          assignedId={page.inquiry.assignedId}
          staff={page.staff}
        />
        <InquiryFollowUp
          follow={follow}
          fetcher={fetcher}
          followUp={page.followUp}
          today={page.today}
        />
      </div>
    </section>
  );
}
