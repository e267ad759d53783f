import { Form } from "react-router";
import { deskButton, deskCard } from "./desk-button";
import { SubmissionKey } from "./submission-key";

export interface FeedRow {
  lawyer: string;
  name: string;
  /** When the current address was made, in words; null while the feed is off. */
  since: string | null;
  /** Whether the signed-in account is the lawyer whose feed it is. */
  mine: boolean;
}

/**
 * The agenda's calendar feeds (docs/DESK.md#calendar-feeds): each lawyer's private address for
 * Outlook, Google Calendar or Apple Calendar. Everyone sees whether a feed is on; only the lawyer
 * whose feed it is gets the buttons to turn it on, make a new address or turn it off, and the
 * server refuses anyone else the same way.
 */
export function CalendarFeeds({ feeds }: { feeds: FeedRow[] }) {
  return (
    <section aria-labelledby="feeds-heading" className={`${deskCard} mt-6`}>
      <h2 id="feeds-heading" className="text-xl">
        Calendar feeds
      </h2>
      <p className="mt-1 text-sm text-muted">
        A private address each lawyer adds to Outlook, Google Calendar or Apple Calendar ("subscribe
        from URL"). Anyone with the address sees the lawyer's consultations: make a new one, or turn
        it off, if it may have been shared. Only the lawyer, signed in to the desk, manages their
        own feed.
      </p>
      <ul className="mt-3 divide-y divide-line">
        {feeds.map((f) => (
          <li key={f.lawyer} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-semibold">{f.name}</span>:{" "}
              {f.since ? `on since ${f.since}` : "off"}
            </span>
            {f.mine ? (
              // A div, not a span: a form may not sit in phrasing content (HTML).
              <div className="flex gap-2">
                <Form method="post">
                  <input type="hidden" name="intent" value="create-feed" />
                  <input type="hidden" name="lawyer" value={f.lawyer} />
                  <button type="submit" className={deskButton.secondary}>
                    {f.since ? "Make a new address" : "Turn on"}
                  </button>
                </Form>
                {f.since ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke-feed" />
                    <SubmissionKey />
                    <input type="hidden" name="lawyer" value={f.lawyer} />
                    <button type="submit" className={deskButton.danger}>
                      Turn off
                    </button>
                  </Form>
                ) : null}
              </div>
            ) : (
              <span className="text-sm text-muted">Managed by {f.name}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
