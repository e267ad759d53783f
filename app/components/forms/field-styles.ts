/**
 * How fields look: the public site's (the contact form) and the desk's. Every class is a design
 * token of app/app.css; controls are at least 44 px tall (WCAG 2.5.8) and show their focus.
 */
export interface FieldStyles {
  label: string;
  control: string;
  hint: string;
  error: string;
  legend: string;
}

export type FieldAppearance = "site" | "desk";

export const fieldStyles: Record<FieldAppearance, FieldStyles> = {
  site: {
    label: "block text-[0.95rem] font-semibold text-ink-950",
    control:
      "mt-1.5 block w-full min-h-11 rounded-lg border border-ink-900/25 bg-white px-3.5 py-2.5 text-base text-ink-950 shadow-sm placeholder:text-muted focus:border-ink-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-700 aria-[invalid=true]:border-danger-700",
    hint: "mt-1.5 text-sm text-muted",
    error: "mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger-700",
    legend: "text-[0.95rem] font-semibold text-ink-950",
  },
  desk: {
    label: "block text-sm font-semibold",
    control:
      "block min-h-11 w-full rounded-lg border border-ink-900/30 bg-white px-3 py-2 text-base text-ink-950 aria-[invalid=true]:border-danger-700",
    hint: "mt-1 text-sm text-muted",
    error: "mt-1 flex items-start gap-1.5 text-sm font-semibold text-danger-700",
    legend: "text-sm font-semibold",
  },
};

/** The ids a control is described by, skipping the absent ones. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}
