/** Canonical origin, fixed at build time from SITE_URL (vite.config.ts). */
declare const __SITE_URL__: string;

/** The ISO date of the build (vite.config.ts): "today" for prerendered, date-dependent text. */
declare const __BUILD_DATE__: string;
