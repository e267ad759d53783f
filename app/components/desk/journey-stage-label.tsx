import type { InboxRow } from "~/desk/inbox-labels";

/**
 * An inbox row's stage and who it waits for (docs/INTAKE.md#stages): "Questionnaire sent · waits
 * for the client", and a flag in words when two reminders went unanswered (WCAG 1.4.1).
 */
export function JourneyStageLabel({ journey }: { journey: NonNullable<InboxRow["journey"]> }) {
  return (
    <span className="text-xs" data-journey-row={journey.waitsFor ?? "none"}>
      <span className="sr-only">Stage: </span>
      <span className="font-semibold text-ink-800">{journey.label}</span>
      {journey.waits ? (
        <span className="text-muted"> · {journey.waits.replace("Waits", "waits")}</span>
      ) : null}
      {journey.flag ? (
        <span className="ml-1 font-semibold text-danger-700" data-journey-flag>
          <span aria-hidden="true">⚠ </span>
          {journey.flag}
        </span>
      ) : null}
    </span>
  );
}
