/** The intents of the inquiry page's questionnaire panel (docs/INTAKE.md#in-the-desk). */
export const intakeIntents = ["send-questionnaire", "revoke-questionnaire"] as const;

export function isIntakeIntent(value: unknown): boolean {
  return (intakeIntents as readonly unknown[]).includes(value);
}
