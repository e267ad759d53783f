/**
 * What the desk's audit log says about questionnaires (docs/DESK.md#6-what-the-audit-log-keeps):
 * the inquiry and "questionnaire #N" with its title, never an answer.
 */
export const intakeAuditActions = {
  "sent-questionnaire": "sent a questionnaire to",
  "revoked-questionnaire": "turned off the questionnaire link of",
  "viewed-questionnaire": "read the questionnaire answers of",
  "exported-questionnaire": "exported the questionnaire answers of",
  // The client's steps, on the inquiry's timeline (no staff member: "The client").
  "opened-questionnaire": "opened the questionnaire of",
  "completed-questionnaire": "completed the questionnaire of",
  "reminded-questionnaire": "was sent a reminder for the questionnaire of",
  // The site, once a booking's address was confirmed (docs/INTAKE.md#from-a-booking).
  "offered-questionnaire": "offered a questionnaire, from the booking's confirmation, to",
  // The site, after two reminders without an answer (docs/INTAKE.md#reminders).
  "stalled-questionnaire": "flagged for staff (no answer after two reminders) the questionnaire of",
} as const;

export type IntakeAuditAction = keyof typeof intakeAuditActions;

export function isIntakeAuditAction(action: string): action is IntakeAuditAction {
  return Object.hasOwn(intakeAuditActions, action);
}

export function intakeAuditSentence(
  who: string | null,
  action: IntakeAuditAction,
  ref: string,
  detail: string | null,
) {
  const byClient =
    action === "opened-questionnaire" ||
    action === "completed-questionnaire" ||
    action === "reminded-questionnaire";
  const actor =
    who ??
    (byClient
      ? "The client"
      : action === "stalled-questionnaire" || action === "offered-questionnaire"
        ? "The site"
        : "Someone");
  return `${actor} ${intakeAuditActions[action]} ${ref}${detail ? `: ${detail}` : ""}`;
}
