/**
 * The only script of a page that does not hydrate (docs/decisions/015-hydrate-only-what-moves.md):
 * the behaviours of the shell and of a reading page, without React. It wires the same functions
 * the hydrated pages call from their components, on the same server markup, then marks the page
 * ready (`data-hydrated="static"`; React marks a hydrated page `"true"`). Built by Vite as one
 * module of its own (scripts/vite-plugin-document.ts) and started after the first paint.
 */

import { ISLAND_ATTRIBUTE, type IslandModule } from "~/islands/island-attribute";
import { markReady } from "~/page/ready-mark";
import { bookingBar } from "./booking-bar";
import { carousel } from "./carousel";
import { checklist } from "./checklist";
import { DATED_ATTRIBUTE, datedText } from "./dated-text";
import { disclosureMenu } from "./disclosure-menu";
import { footerYear } from "./footer-year";
import { imageFallback } from "./image-fallback";
import { linkedQuestion } from "./linked-question";
import { offscreen } from "./offscreen";
import { phoneDrawer } from "./phone-drawer";
import { readingProgress } from "./reading-progress";
import { solidHeader } from "./solid-header";
import { tableOfContents } from "./table-of-contents";

function wire<E extends Element>(selector: string, behaviour: (el: E) => unknown): void {
  for (const el of document.querySelectorAll<E>(selector)) behaviour(el);
}

wire("[data-site-header]", solidHeader);
wire(".nav-dd", disclosureMenu);
wire("[data-phone-drawer]", phoneDrawer);
wire("[data-booking-bar]", bookingBar);
wire("#site-footer", footerYear);
wire("[data-reading-progress]", readingProgress);
wire("[data-toc]", tableOfContents);
wire("main", linkedQuestion);
wire(".marquee", offscreen);
wire(`[${DATED_ATTRIBUTE}]`, datedText);
wire("[data-image-fallback]", imageFallback);
wire("[data-carousel]", carousel);
wire<HTMLFormElement>("form[data-checklist]", checklist);

// The page's islands, if it has any (app/islands/island.tsx): each module hydrates its element.
// The page is ready once they have (or failed to load: the page still reads and works as without
// scripting).
const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].map((el) =>
  (import(/* @vite-ignore */ el.getAttribute(ISLAND_ATTRIBUTE) ?? "") as Promise<IslandModule>)
    .then((island) => island.default(el))
    .catch(() => undefined),
);
void Promise.all(islands).then(() => markReady("static"));
