/**
 * The only script of a page that does not hydrate (docs/decisions/015-hydrate-only-what-moves.md):
 * the few behaviours of the shell and of a reading page that need script, without React. The
 * hydrated pages do the same things in their components; the markup and data attributes it reads
 * are theirs:
 * - the header turns solid after 50 px of scroll (app/components/layout/site-header.tsx);
 * - the desktop menus' buttons open and close them, hover opens them, Escape closes them and
 *   returns focus (WAI-ARIA APG disclosure navigation; app/components/layout/nav-dropdown.tsx);
 * - the footer shows the visitor's current year (docs/PRODUCT-RULES.md#content-and-compliance);
 * - an article's reading-progress bar and table of contents follow the scroll
 *   (app/components/article/);
 * - a link to a question (#id of a <details>, or of something in one) opens it
 *   (app/components/content/prose.tsx).
 * Site search has its own opener script on every page (app/search/opener.server.ts). A plain
 * module, loaded from this origin, so the page's Content-Security-Policy allows it as it is.
 * When everything is wired it marks the document `data-hydrated="static"`, as React marks a
 * hydrated one `data-hydrated="true"`: either way the page is ready for a visitor's input.
 */

const SOLID_AFTER_PX = 50;

function header() {
  const el = document.querySelector("[data-site-header]");
  if (!el) return;
  const update = () => {
    if (window.scrollY > SOLID_AFTER_PX) el.setAttribute("data-solid", "true");
    else el.removeAttribute("data-solid");
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
}

function menus() {
  for (const item of document.querySelectorAll(".nav-dd")) {
    const button = item.querySelector("button[aria-controls]");
    if (!button) continue;
    let open = false;
    let timer = 0;
    // Why the menu is open: hover closes it when the pointer leaves; a click pins it (a click on
    // a menu that hover opened keeps it open, so hover and click never fight).
    let openedBy = null;
    const set = (next) => {
      open = next;
      if (!next) openedBy = null;
      item.toggleAttribute("data-open", next);
      button.setAttribute("aria-expanded", String(next));
      button.querySelector("svg")?.classList.toggle("rotate-180", next);
    };
    // From here on this script opens the menu; the CSS fallback for hover and focus stands down.
    item.setAttribute("data-hydrated", "true");
    item.addEventListener("pointerenter", (e) => {
      if (e.pointerType !== "mouse") return;
      clearTimeout(timer);
      if (!open) openedBy = "hover";
      set(true);
    });
    item.addEventListener("pointerleave", (e) => {
      if (e.pointerType !== "mouse" || openedBy === "click") return;
      timer = setTimeout(() => set(false), 150);
    });
    item.addEventListener("focusout", (e) => {
      if (!item.contains(e.relatedTarget)) set(false);
    });
    item.addEventListener("keydown", (e) => {
      if (e.key !== "Escape" || !open) return;
      e.stopPropagation();
      set(false);
      button.focus();
    });
    button.addEventListener("click", () => {
      clearTimeout(timer);
      if (open && openedBy === "hover") {
        openedBy = "click";
        return;
      }
      const next = !open;
      set(next);
      if (next) openedBy = "click";
    });
    document.addEventListener("pointerdown", (e) => {
      if (open && !item.contains(e.target)) set(false);
    });
  }
}

/**
 * The heading font, fetched once the visitor starts reading and noted for the next page, which shows it
 * (never swapped in on this one: app/document/heading-font.ts, docs/decisions/014-heading-font.md).
 */
function headingFont() {
  const url = document
    .querySelector("[data-heading-font-url]")
    ?.getAttribute("data-heading-font-url");
  const saveData = navigator.connection?.saveData === true;
  if (!url || !("fonts" in document) || saveData) return;
  const load = () =>
    document.fonts
      .load('600 1em "Newsreader"')
      .then((faces) => {
        if (faces.length > 0) localStorage.setItem("heading-font", url);
      })
      .catch(() => {});
  // As afterVisitorStartsReading in app/document/heading-font.ts: once the page has loaded and the
  // visitor scrolls, moves the pointer, touches or presses a key, when the browser is idle.
  const events = ["scroll", "pointermove", "pointerdown", "keydown", "touchstart"];
  const start = () => {
    for (const type of events) window.removeEventListener(type, start);
    if ("requestIdleCallback" in window) requestIdleCallback(load, { timeout: 2000 });
    else load();
  };
  const listen = () => {
    for (const type of events) window.addEventListener(type, start, { once: true, passive: true });
  };
  if (document.readyState === "complete") listen();
  else window.addEventListener("load", listen, { once: true });
}

function footerYear() {
  const el = document.querySelector("#site-footer [data-year]");
  if (el) el.textContent = String(new Date().getFullYear());
}

function readingProgress() {
  const bar = document.querySelector("[data-reading-progress]");
  const target = bar && document.getElementById(bar.getAttribute("data-target") ?? "");
  if (!bar || !target) return;
  let frame = 0;
  const update = () => {
    frame = 0;
    const rect = target.getBoundingClientRect();
    const total = rect.height - window.innerHeight;
    const read = total > 0 ? Math.min(1, Math.max(0, -rect.top / total)) : rect.top < 0 ? 1 : 0;
    bar.style.transform = `scaleX(${read})`;
    bar.setAttribute("data-progress", String(Math.round(read * 100)));
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule);
}

function tableOfContents() {
  const nav = document.querySelector("[data-toc]");
  if (!nav || typeof IntersectionObserver === "undefined") return;
  const links = [...nav.querySelectorAll("[data-toc-link]")];
  const ids = links.map((a) => decodeURIComponent(a.hash.slice(1)));
  const active = (nav.getAttribute("data-toc-active") ?? "").split(" ").filter(Boolean);
  const idle = (nav.getAttribute("data-toc-idle") ?? "").split(" ").filter(Boolean);
  const visible = new Map();
  const observer = new IntersectionObserver(
    (records) => {
      for (const r of records) visible.set(r.target.id, r.isIntersecting);
      const first = ids.find((id) => visible.get(id));
      if (!first) return;
      links.forEach((a, i) => {
        const on = ids[i] === first;
        if (on) a.setAttribute("aria-current", "true");
        else a.removeAttribute("aria-current");
        a.classList.remove(...(on ? idle : active));
        a.classList.add(...(on ? active : idle));
      });
    },
    // A section counts as "being read" while it crosses the upper third of the viewport.
    { rootMargin: "-96px 0px -66% 0px" },
  );
  for (const id of ids) {
    const section = document.getElementById(id);
    if (section) observer.observe(section);
  }
}

function linkedQuestion() {
  const open = () => {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target?.closest("main")) return;
    const details = target instanceof HTMLDetailsElement ? target : target.closest("details");
    if (details && !details.open) {
      details.open = true;
      target.scrollIntoView({ block: "start" });
    }
  };
  open();
  window.addEventListener("hashchange", open);
}

header();
menus();
footerYear();
readingProgress();
tableOfContents();
linkedQuestion();
headingFont();
// Marked once every band below the first screen is drawn (as app/document/bands.ts does for a hydrated
// page, which this plain module cannot import).
const root = document.documentElement;
const markReady = () => root.setAttribute("data-hydrated", "static");
if (root.hasAttribute("data-drawn") || !document.querySelector(".render-near:not([data-drawn])"))
  markReady();
else document.addEventListener("bands-drawn", markReady, { once: true });
