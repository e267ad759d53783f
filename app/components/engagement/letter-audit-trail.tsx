import { deskCard } from "~/components/desk/desk-button";
import type { DeskLetterView } from "~/engagement/desk-engagement.server";

/** The letter's audit trail as staff read it: each step, by whom, when, from where. */
export function LetterAuditTrail({ events }: { events: DeskLetterView["events"] }) {
  return (
    <section aria-labelledby="trail-heading" className={`${deskCard} space-y-2`}>
      <h2 id="trail-heading" className="text-xl">
        Audit trail
      </h2>
      <ol className="space-y-2 text-sm">
        {events.map((e) => (
          <li key={e.id}>
            <span className="font-semibold">{e.what}</span> by {e.who}
            <br />
            <span className="text-muted">{e.at}</span>
            {e.from ? (
              <>
                <br />
                <span className="break-all text-muted">{e.from}</span>
              </>
            ) : null}
            {e.detail ? (
              <>
                <br />
                <span className="text-muted">{e.detail}</span>
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
