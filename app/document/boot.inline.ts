/**
 * The inline script at the end of every page's body (app/document/document-scripts.tsx), compiled
 * from this file by Vite (scripts/vite-plugin-document.ts). It runs right after the template that
 * holds the page's scripts: their classic part now, the rest once the first frame is on screen,
 * then the bands below the first screen, one per task (docs/decisions/017).
 */
import { afterFirstPaint } from "./after-first-paint";
import { drawBands } from "./bands";
import { AFTER_FIRST_PAINT, takeDeferredScripts } from "./deferred-scripts";

const start = takeDeferredScripts(
  document.querySelector<HTMLTemplateElement>(`template[${AFTER_FIRST_PAINT}]`),
);
afterFirstPaint(() => {
  start();
  // The first band in a task of its own too, not after the scripts' first few.
  setTimeout(drawBands, 0);
});
