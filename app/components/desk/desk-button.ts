/** Buttons of the desk, on the site's tokens (app/app.css); at least 44 px tall (WCAG 2.5.8). */
const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-pill px-4 py-2 text-sm font-semibold leading-tight transition-colors disabled:cursor-not-allowed disabled:opacity-60";

export const deskButton = {
  primary: `${base} bg-ink-900 text-white hover:bg-ink-700`,
  secondary: `${base} border border-ink-900/25 bg-white text-ink-900 hover:bg-ink-50`,
  danger: `${base} bg-danger-700 text-white hover:bg-ink-950`,
} as const;

export const deskInput =
  "block min-h-11 w-full rounded-lg border border-ink-900/30 bg-white px-3 py-2 text-base text-ink-950";

export const deskCard = "rounded-card border border-line bg-white p-4 shadow-card md:p-6";
