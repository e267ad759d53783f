import type { InquiryJourneyView } from "~/desk/journey-view.server";
import { deskCard } from "./desk-button";

const byWords = { client: "The client", firm: "The firm", site: "The website" } as const;

/**
 * Each step of the client's journey so far, oldest first (docs/INTAKE.md#the-timeline): the inquiry,
 * the first reply, consultations, questionnaires (sent, opened, saved, completed, reminders), the
 * engagement letter. Who acted is written out, not only shown.
 */
export function ClientJourneyTimeline({ journey }: { journey: InquiryJourneyView | null }) {
  if (!journey) return null;
  return (
    <section
      id="timeline"
      aria-labelledby="timeline-heading"
      className={deskCard}
      data-journey-timeline
    >
      <h2 id="timeline-heading" className="text-xl font-semibold">
        Timeline
      </h2>
      <ol className="mt-3 space-y-2 border-l-2 border-line pl-4 text-sm">
        {journey.timeline.map((e) => (
          <li key={e.key} className="relative">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full ${e.by === "client" ? "bg-brass-500" : e.by === "firm" ? "bg-ink-800" : "bg-line"} ring-2 ring-white`}
            />
            <p className="font-semibold text-ink-900">{e.text}</p>
            <p className="text-xs text-muted">
              <time dateTime={e.iso}>{e.at}</time> · {byWords[e.by]}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
