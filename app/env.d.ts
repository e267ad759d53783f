/** Canonical origin, fixed at build time from SITE_URL (vite.config.ts). */
declare const __SITE_URL__: string;

/** The ISO date of the build (vite.config.ts): "today" for prerendered, date-dependent text. */
declare const __BUILD_DATE__: string;

/** The search dialog module's address (scripts/vite-plugin-search.ts). */
declare const __SEARCH_DIALOG_URL__: string;

/** A TypeScript module bundled on its own; the import is its address (scripts/vite-plugin-document.ts). */
declare module "*?module-url" {
  const url: string;
  export default url;
}

/** A TypeScript module bundled into a classic script; the import is its code (scripts/vite-plugin-document.ts). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}
