import type { InquiryJourneyView } from "~/desk/journey-view.server";
import { deskCard } from "./desk-button";

/**
 * Where the client stands, from inquiry to retainer (docs/INTAKE.md#stages): the seven steps with
 * the current one marked (`aria-current="step"`, and in words, never by colour alone: WCAG 1.4.1),
 * who it waits for, and a flag when the client gave no answer after two reminders.
 */
export function ClientJourneySummary({ journey }: { journey: InquiryJourneyView | null }) {
  if (!journey) return null;
  return (
    <section
      id="journey"
      aria-labelledby="journey-heading"
      className={`${deskCard} mt-4`}
      data-journey-stage={journey.stage}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="journey-heading" className="text-xl font-semibold">
          Stage: {journey.label}
        </h2>
        {journey.waits ? (
          <p className="text-sm" data-journey-waits={journey.waitsFor ?? ""}>
            <strong>{journey.waits}</strong>
            {journey.waitingFor ? `: ${journey.waitingFor}` : null}
          </p>
        ) : null}
      </div>
      {journey.flag ? (
        <p
          className="mt-2 rounded-lg bg-danger-50 p-2 text-sm font-semibold text-danger-700"
          data-journey-flag
        >
          <span aria-hidden="true">⚠ </span>
          {journey.flag}. Please follow up with the client.
        </p>
      ) : null}
      <ol
        className="mt-3 flex flex-wrap gap-1.5 text-xs"
        aria-label="Steps from inquiry to retainer"
      >
        {journey.steps.map((s) => (
          <li
            key={s.id}
            aria-current={s.state === "current" ? "step" : undefined}
            className={`inline-flex min-h-7 items-center rounded-pill px-2.5 font-semibold ring-1 ring-inset ${
              s.state === "current"
                ? "bg-ink-800 text-white ring-ink-800"
                : s.state === "done"
                  ? "bg-success-50 text-success-700 ring-success-700/30"
                  : s.state === "skipped"
                    ? "bg-white text-muted line-through ring-line"
                    : "bg-white text-muted ring-line"
            }`}
          >
            {s.state === "done" ? <span aria-hidden="true">✓&nbsp;</span> : null}
            {s.label}
            <span className="sr-only">
              {s.state === "done"
                ? " (done)"
                : s.state === "current"
                  ? " (now)"
                  : s.state === "skipped"
                    ? " (skipped)"
                    : " (to come)"}
            </span>
          </li>
        ))}
      </ol>
      {journey.upcoming.length > 0 ? (
        <ul className="mt-3 space-y-0.5 text-sm text-muted" data-journey-upcoming>
          {journey.upcoming.map((line) => (
            <li key={line}>Next: {line}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
