/**
 * Opens the search dialog from the header's search link. The link is a plain link to /search
 * (which works without JavaScript); this turns a click on it into the search dialog: the dialog's
 * module is fetched on that first click, never before (docs/decisions/012-content-collections.md).
 * The document's boot script (app/page/boot.inline.ts) calls it on every page, so search works
 * the same on pages that hydrate and pages that do not; if the module cannot be loaded, the link is
 * followed.
 */

/** The dialog's module (app/search/search-dialog.ts), a variable so the bundler leaves it alone. */
const dialogUrl: string = __SEARCH_DIALOG_URL__;

export function openSearchFromHeaderLink(): void {
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
}
