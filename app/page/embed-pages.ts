/**
 * Pages that embed third-party services (the scheduling widget, the intake and e-signature forms).
 * Only their Content-Security-Policy allows those services' origins (app/page/csp.server.ts,
 * docs/decisions/002-csp-hashes-not-nonces.md). A policy belongs to the document, and client-side
 * navigation keeps the document, so a visitor who reached one of these pages from another page
 * without a full load would find every embed refused by the first page's policy.
 */
export const pagesWithEmbeds: readonly string[] = ["/contact"];

const canonical = (pathname: string) => pathname.replace(/\/+$/, "").toLowerCase() || "/";

export function isPageWithEmbeds(pathname: string): boolean {
  return pagesWithEmbeds.includes(canonical(pathname));
}

/**
 * Makes every ordinary click on a link to a page with embeds, from a document loaded at another
 * page, a full page load (the browser's own navigation), so the page arrives with its own policy.
 * React Router's link handler never sees such a click; links opened in a new tab, downloads and
 * modified clicks are left alone. Returns the function that removes the listener.
 */
export function enterPagesWithEmbedsByDocumentLoad(): () => void {
  if (isPageWithEmbeds(window.location.pathname)) return () => {};
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.("a[href]");
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || !isPageWithEmbeds(url.pathname)) return;
    // The window's capture phase comes first: stopping here keeps the click from React's handlers,
    // and the browser then follows the link as a new document.
    event.stopPropagation();
  };
  window.addEventListener("click", onClick, { capture: true });
  return () => window.removeEventListener("click", onClick, { capture: true });
}
