import { deskButton } from "./desk-button";
import { InquirySection } from "./inquiry-section";
import { SubmissionKey } from "./submission-key";
import type { DeskFetcher } from "./use-auto-submit";

/**
 * Where the firm's notification e-mail of the inquiry stands, and a retry when it failed or was
 * interrupted (docs/CONTACT-INBOX.md#delivery-retries-and-duplicates).
 */
export function InquiryNotification({
  delivery,
  canRetry,
  fetcher,
}: {
  delivery: string;
  canRetry: boolean;
  fetcher: DeskFetcher;
}) {
  return (
    <InquirySection headingId="delivery-heading" title="Notification e-mail">
      <p className="mt-2 text-sm">{delivery}</p>
      {canRetry ? (
        <fetcher.Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="retry" />
          <SubmissionKey />
          <button
            type="submit"
            className={deskButton.secondary}
            disabled={fetcher.state !== "idle"}
          >
            Send the notification again now
          </button>
        </fetcher.Form>
      ) : null}
    </InquirySection>
  );
}
