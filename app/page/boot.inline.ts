/**
 * The inline script at the end of every page's body (app/page/document-scripts.tsx), compiled
 * from this file by Vite (scripts/vite-plugin-document.ts). It runs right after the template that
 * holds the page's scripts: it lets the header's search link open the search dialog, starts the
 * template's classic scripts now and the rest once the first frame is on screen, then draws the
 * bands below the first screen, one per task (docs/decisions/017). One script rather than one per
 * job: each inline script is a hash in the page's Content-Security-Policy header, bytes every page
 * sends before its first round trip ends (docs/PERFORMANCE.md, "The first round trip").
 */
import { openSearchFromHeaderLink } from "~/search/opener";
import { afterFirstPaint } from "./after-first-paint";
import { drawBands } from "./bands";
import { AFTER_FIRST_PAINT, takeDeferredScripts } from "./deferred-scripts";

openSearchFromHeaderLink();
const start = takeDeferredScripts(
  document.querySelector<HTMLTemplateElement>(`template[${AFTER_FIRST_PAINT}]`),
);
afterFirstPaint(() => {
  start();
  // The first band in a task of its own too, not after the scripts' first few.
  setTimeout(drawBands, 0);
});
