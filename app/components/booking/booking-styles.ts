/** The booking steps' shared styles (the contact form's look: docs/PRODUCT-RULES.md#design). */
export const bookingInputClass =
  "mt-1.5 block w-full min-h-11 rounded-lg border border-ink-900/25 bg-white px-3.5 py-2.5 text-base text-ink-950 shadow-sm placeholder:text-muted focus:border-ink-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-700 aria-[invalid=true]:border-danger-700";

export const bookingLabelClass = "block text-[0.95rem] font-semibold text-ink-950";

export const bookingLinkClass =
  "font-semibold text-ink-800 underline underline-offset-2 hover:text-ink-600";

/** A choice drawn as a card: a radio input with its label, 44 px tall at least (WCAG 2.5.8). */
export const bookingChoiceClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-ink-900/20 bg-white px-3.5 py-2 text-ink-950 has-[:checked]:border-ink-800 has-[:checked]:bg-ink-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brass-700";
