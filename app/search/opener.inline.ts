/**
 * The inline script at the end of every page's body (app/document/document-scripts.tsx), compiled
 * from this file by Vite (scripts/vite-plugin-document.ts). The header's search link is a plain
 * link to /search (which works without JavaScript); this turns a click on it into the search
 * dialog: the dialog's module is fetched on that first click, never before
 * (docs/decisions/012-content-collections.md). It runs on its own, so search works the same on
 * pages that hydrate and pages that do not; if the module cannot be loaded, the link is followed.
 */

/** The dialog's module (app/search/search-dialog.ts), a variable so the bundler leaves it alone. */
const dialogUrl: string = __SEARCH_DIALOG_URL__;

document.addEventListener("click", (e) => {
  const link =
    e.target instanceof Element && e.target.closest<HTMLAnchorElement>("[data-search-open]");
  if (!link || e.defaultPrevented || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
    return;
  e.preventDefault();
  import(/* @vite-ignore */ dialogUrl)
    .then((m: typeof import("./search-dialog")) => m.openSearch())
    .catch(() => {
      location.href = link.href;
    });
});
