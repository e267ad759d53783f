import type { InquiryView } from "~/desk/inquiry-view.server";
import { deskButton, deskInput } from "./desk-button";
import { SubmissionKey } from "./submission-key";
import type { AutoSubmit, DeskFetcher } from "./use-auto-submit";

/**
 * The inquiry's follow-up date (docs/DESK.md#follow-ups): choosing the date is the action (a Set
 * button without scripting), and the open follow-up, when there is one, can be marked done.
 */
export function InquiryFollowUp({
  follow,
  fetcher,
  followUp,
  today,
}: {
  follow: AutoSubmit;
  fetcher: DeskFetcher;
  followUp: InquiryView["followUp"];
  today: string;
}) {
  return (
    <>
      <follow.fetcher.Form method="post" className="flex items-end gap-2" ref={follow.formRef}>
        <input type="hidden" name="intent" value="follow-up" />
        <SubmissionKey />
        <label className="block">
          <span className="text-sm font-semibold">Follow up on</span>
          <input
            type="date"
            name="followUpOn"
            min={today}
            defaultValue={followUp?.on ?? ""}
            key={followUp?.on ?? "none"}
            className={deskInput}
            onChange={follow.submitOnChange}
          />
        </label>
        <button type="submit" className={`${deskButton.secondary} no-js-only`}>
          Set
        </button>
      </follow.fetcher.Form>
      {followUp ? (
        <fetcher.Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="intent" value="follow-up-done" />
          <SubmissionKey />
          <span
            className={`min-h-11 content-center text-sm font-semibold ${followUp.label.due ? "text-danger-700" : "text-muted"}`}
          >
            {followUp.label.label}
          </span>
          <button
            type="submit"
            className={deskButton.secondary}
            disabled={fetcher.state !== "idle"}
          >
            Mark follow-up done
          </button>
        </fetcher.Form>
      ) : null}
    </>
  );
}
