/**
 * The header's search link is a plain link to /search (which works without JavaScript). This
 * script, written into every document, turns a click on it into the search dialog: the dialog's
 * module is fetched on that first click, never before (docs/decisions/012-content-collections.md).
 * It runs on its own, so search works the same on pages that hydrate and pages that do not. Its
 * hash is added to each page's Content-Security-Policy like every inline script
 * (app/document/csp.server.ts).
 */
import { searchDialogUrl } from "virtual:search-assets";

export function searchOpenerScript(url: string = searchDialogUrl): string {
  return `document.addEventListener("click",(e)=>{const a=e.target instanceof Element&&e.target.closest("[data-search-open]");if(!a||e.defaultPrevented||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;e.preventDefault();import(${JSON.stringify(url)}).then((m)=>m.openSearch()).catch(()=>{location.href=a.href})});`;
}

/** The document with the opener script at the end of its body. */
export function withSearchOpener(html: string): string {
  return html.replace(
    /<\/body>(?![\s\S]*<\/body>)/,
    () => `<script type="module">${searchOpenerScript()}</script></body>`,
  );
}
