/** The intents of the inquiry page's engagement letter panel (docs/ENGAGEMENT.md#in-the-desk). */
export const engagementPanelIntents = ["prepare-engagement-letter"] as const;

export function isEngagementPanelIntent(value: unknown): boolean {
  return (engagementPanelIntents as readonly unknown[]).includes(value);
}
