/**
 * What the server changes in React Router's rendered document before it is sent or prerendered.
 * Every page is readable without JavaScript, so the scripts should never compete with the first
 * paint. Measured with Lighthouse mobile (docs/PERFORMANCE.md): the module preloads alone held
 * FCP at 2.1 s, and scripts fetched while the text was still being laid out added 0.2-0.5 s to
 * LCP.
 */

/**
 * React Router's <Scripts> hoists a <link rel="modulepreload"> for every script into the head. On
 * a slow phone connection those 150 KiB compete with the stylesheet before the first paint. The
 * bootstrap module at the end of the body imports the same files, so the page still hydrates.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, "");
}

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;

/**
 * When the bootstrap starts: once the browser reports the first contentful paint (a `paint`
 * PerformanceObserver entry, delivered after the frame is on screen), or after 3 s if it never
 * does (a tab opened in the background). Browsers without paint timing start after the first
 * frame. Waiting for the paint report rather than for the next frame matters: the frame can reach
 * the screen tens of milliseconds after `requestAnimationFrame` and a timeout have run, and
 * scripts fetched in that gap counted as blocking the paint (Lighthouse LCP 0.9 s vs 1.2 s).
 */
export const BOOT_SCHEDULE =
  "let started=false;const go=()=>{if(!started){started=true;boot()}};" +
  'if((PerformanceObserver.supportedEntryTypes||[]).includes("paint")){' +
  'new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true});' +
  "setTimeout(go,3000)}else requestAnimationFrame(()=>setTimeout(go,0));";

/**
 * React Router's bootstrap is an inline module that imports the route modules statically, so the
 * browser fetches them the moment the parser reaches it, usually before the first paint. This
 * rewrites the same script to start those imports after the first paint (`BOOT_SCHEDULE`). The
 * code that registers the route modules and imports the client entry runs unchanged, once they
 * arrive.
 *
 * A document whose bootstrap does not have the expected shape is returned as it is (it still
 * hydrates, only earlier); the server tests check that every prerendered page was rewritten.
 */
export function withBootstrapAfterFirstPaint(html: string): string {
  const match = BOOTSTRAP.exec(html);
  if (!match) return html;
  const source = match[1] ?? "";
  const imports = [...source.matchAll(STATIC_IMPORT)];
  if (imports.length === 0 || !source.includes("import(")) return html;
  const names = imports.map((m) => m[1]).join(",");
  const loads = imports.map((m) => `import(${m[2]})`).join(",");
  const rest = source.replace(STATIC_IMPORT, "").trim().replace(/^;/, "");
  // Any other static import (`npm run dev` adds `import "…hmr-runtime"`) cannot move into a
  // function: leave such a document as it is.
  if (/(^|[;\s])import\s*["'{]/.test(rest)) return html;
  const { preload, steps } = modulesToEvaluateFirst(
    rest,
    imports.map((m) => JSON.parse(m[2] ?? '""') as string),
  );
  // Each step runs in its own task: `next` waits for a macrotask.
  const start = steps.length
    ? "const next=()=>new Promise((r)=>setTimeout(r,0));" +
      `const links=${JSON.stringify(preload)};let ready=Promise.resolve();` +
      `for(let i=0;i<links.length;i+=${PRELOADS_PER_TASK}){const batch=links.slice(i,i+${PRELOADS_PER_TASK});ready=ready.then(()=>{for(const u of batch){const l=document.createElement("link");l.setAttribute("rel","modulepreload");l.href=u;document.head.append(l)}}).then(next)}` +
      `return ${JSON.stringify(steps)}.reduce((p,u)=>p.then(()=>import(u)).then(next),ready).then(()=>Promise.all([${loads}]))`
    : `return Promise.all([${loads}])`;
  const script = `const boot=()=>{${start}.then(([${names}])=>{${rest}})};${BOOT_SCHEDULE}`;
  return html.replace(match[0], () => `<script type="module" async="">${script}</script>`);
}

/**
 * How many module preloads the bootstrap adds in one task. Each one starts a fetch, which costs the
 * browser about half a millisecond while Lighthouse traces it; all 27 of the estimator page's in one
 * task made a 14-21 ms task, counted four times over on a throttled phone (docs/PERFORMANCE.md).
 */
export const PRELOADS_PER_TASK = 6;

const MANIFEST =
  /window\.__reactRouterManifest = (\{[\s\S]*?\});\s*window\.__reactRouterRouteModules/;

interface ManifestEntry {
  module?: string;
  imports?: string[];
}

/**
 * The shared chunks the page's route modules and client entry import (React, React Router, the
 * shell's components), from React Router's manifest in the bootstrap. The bootstrap preloads them
 * all (fetched in parallel, not run), then evaluates them one per task, so the browser
 * never spends one long task evaluating the whole graph: 15-25 ms on this project's benchmark
 * machine before any throttling, which a phone multiplies (docs/PERFORMANCE.md). Empty if the
 * manifest is not where it is expected: the page then loads as React Router wrote it.
 * `preload` lists the shared chunks first, then the route modules and the client entry; the
 * bootstrap adds their preloads `PRELOADS_PER_TASK` at a time, one batch per task.
 */
export function modulesToEvaluateFirst(
  bootstrap: string,
  routeModules: string[],
): { preload: string[]; steps: string[] } {
  const json = MANIFEST.exec(bootstrap)?.[1];
  if (!json) return { preload: [], steps: [] };
  let manifest: { entry?: ManifestEntry; routes?: Record<string, ManifestEntry> };
  try {
    manifest = JSON.parse(json);
  } catch {
    return { preload: [], steps: [] };
  }
  const routes = Object.values(manifest.routes ?? {}).filter(
    (r) => r.module && routeModules.includes(r.module),
  );
  const steps = [
    ...new Set([...routes, manifest.entry ?? {}].flatMap((r) => r.imports ?? [])),
  ].filter((u) => !routeModules.includes(u) && u !== manifest.entry?.module);
  const preload = [
    ...steps,
    ...routeModules,
    ...(manifest.entry?.module ? [manifest.entry.module] : []),
  ];
  return { preload, steps };
}

const STANDALONE = /<script type="module" src="(\/assets\/[\w.-]+\.js)"><\/script>/;

/**
 * A page that does not hydrate (docs/decisions/015-hydrate-only-what-moves.md) has one standalone
 * module instead of the bootstrap. The same schedule starts it after the first paint, so it never
 * counts against the paint either.
 */
export function withStandaloneAfterFirstPaint(html: string): string {
  return html.replace(
    STANDALONE,
    (_, src: string) =>
      `<script type="module" async="">const boot=()=>import(${JSON.stringify(src)});${BOOT_SCHEDULE}</script>`,
  );
}

/**
 * The bands below the first screen (`.render-near`: app/components/sections/section.tsx,
 * app/components/article/article-section.tsx) are skipped by the first frame (`content-visibility:
 * auto` in app/app.css), so the browser styles and lays out only what is seen before it paints.
 * After the first paint this script draws them, one band per task, each laid out in its own task:
 * the whole document in one first layout was a 46-115 ms task on the longest pages, counted twice
 * over on a throttled phone (docs/PERFORMANCE.md). When every band is drawn it marks the document
 * `data-drawn` and fires `bands-drawn`; the page is marked ready for input only after that
 * (app/document/bands.ts), so nothing measures or reads a band that is not drawn yet.
 */
export const DRAW_BANDS =
  "const html=document.documentElement;" +
  'const boot=()=>{const band=document.querySelector(".render-near:not([data-drawn])");' +
  'if(!band){html.setAttribute("data-drawn","");document.dispatchEvent(new Event("bands-drawn"));return}' +
  'band.setAttribute("data-drawn","");band.getBoundingClientRect();setTimeout(boot,0)};' +
  BOOT_SCHEDULE;

/** The document with `DRAW_BANDS` at the end of its body. */
export function withBandsDrawnAfterFirstPaint(html: string): string {
  return html.replace(
    /<\/body>(?![\s\S]*<\/body>)/,
    () => `<script type="module">${DRAW_BANDS}</script></body>`,
  );
}

/** Everything above, in order: what entry.server.tsx applies to each rendered document. */
export function optimizeDocument(html: string): string {
  return withBandsDrawnAfterFirstPaint(
    withStandaloneAfterFirstPaint(withBootstrapAfterFirstPaint(withoutModulePreloads(html))),
  );
}
