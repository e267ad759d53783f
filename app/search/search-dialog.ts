/**
 * The search dialog opened from the header on every page. It is a small module of its own,
 * fetched the first time someone opens search (the header's search link and the tiny script
 * that opens this: app/search/opener.ts, run by the document's boot script), and it works whether or not the page has
 * hydrated: it uses the DOM, not React.
 *
 * Accessibility (WCAG 2.2): a native modal <dialog> (focus moves into it and stays there, Escape
 * closes it, focus returns to the search link), a labelled search field, results as a list of
 * links, and a polite live region that says how many results there are.
 */
import { type SearchHit, searchSite } from "./pagefind";

const IDS = {
  title: "site-search-title",
  input: "site-search-input",
  hint: "site-search-hint",
  status: "site-search-status",
} as const;

let dialog: HTMLDialogElement | undefined;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

function resultItem(hit: SearchHit): HTMLLIElement {
  const link = el(
    "a",
    {
      href: hit.url,
      class:
        "block rounded-xl px-4 py-3 no-underline hover:bg-ink-50 focus-visible:bg-ink-50 focus-visible:outline-2",
    },
    el("span", { class: "block font-serif text-lg font-semibold text-ink-900" }, hit.title),
    el("span", { class: "mt-1 block text-[0.95rem] leading-relaxed text-muted" }, hit.excerpt),
  );
  const item = el("li", { "data-search-result": "" }, link);
  if (hit.parts.length) {
    item.append(
      el(
        "ul",
        { class: "mb-2 ml-4 border-l border-line pl-3", "aria-label": `In ${hit.title}` },
        ...hit.parts.map((p) =>
          el(
            "li",
            {},
            el(
              "a",
              {
                href: p.url,
                class:
                  "block rounded-lg px-3 py-2 text-[0.95rem] font-semibold text-ink-700 underline-offset-4 hover:underline",
              },
              p.title,
            ),
          ),
        ),
      ),
    );
  }
  return item;
}

function build(): HTMLDialogElement {
  const input = el("input", {
    id: IDS.input,
    type: "search",
    name: "q",
    autocomplete: "off",
    enterkeyhint: "search",
    spellcheck: "false",
    "aria-describedby": IDS.hint,
    class:
      "min-h-12 w-full rounded-xl border border-ink-200 bg-white px-4 text-lg text-ink-900 placeholder:text-muted focus:border-ink-700",
    placeholder: "For example: deposit, restoration, probate",
  });
  const status = el("p", {
    id: IDS.status,
    role: "status",
    class: "min-h-6 px-1 text-[0.95rem] text-muted",
    "data-search-status": "",
  });
  const results = el("ul", {
    class: "mt-2 space-y-1",
    "aria-labelledby": IDS.title,
    "data-search-results": "",
  });
  const close = el(
    "button",
    {
      type: "button",
      class:
        "inline-flex min-h-11 items-center rounded-pill border border-ink-900/20 px-4 text-[0.95rem] font-semibold text-ink-900 hover:bg-ink-50",
      "data-search-close": "",
    },
    "Close",
  );
  const form = el(
    "form",
    { role: "search", action: "/search", method: "get", class: "space-y-2" },
    el(
      "label",
      { for: IDS.input, class: "block text-[0.95rem] font-semibold text-ink-900" },
      "Search articles, guides, answers to common questions and services",
    ),
    input,
    el(
      "p",
      { id: IDS.hint, class: "text-sm text-muted" },
      "Results appear as you type. Press Enter to see them all on their own page.",
    ),
  );
  const d = el(
    "dialog",
    {
      "aria-labelledby": IDS.title,
      class:
        "on-light m-0 mx-auto mt-[4vh] max-h-[88dvh] w-[min(44rem,calc(100vw-1.5rem))] overflow-y-auto rounded-card bg-paper p-5 text-body shadow-lift backdrop:bg-ink-950/60 md:mt-[10vh] md:p-7",
      "data-search-dialog": "",
    },
    el(
      "div",
      { class: "mb-4 flex items-center justify-between gap-4" },
      el(
        "h2",
        { id: IDS.title, class: "font-serif text-2xl font-semibold text-ink-900" },
        "Search this website",
      ),
      close,
    ),
    form,
    status,
    results,
  );

  let latest = "";
  const show = (hits: SearchHit[], term: string) => {
    results.replaceChildren(...hits.map(resultItem));
    status.textContent =
      hits.length === 0
        ? `No results for “${term}”. Try another word, or browse every page on the sitemap.`
        : `${hits.length === 8 ? "The 8 best results" : hits.length === 1 ? "1 result" : `${hits.length} results`} for “${term}”.`;
    if (hits.length === 0) {
      results.append(
        el(
          "li",
          {},
          el(
            "a",
            {
              href: "/sitemap",
              class: "block px-4 py-3 font-semibold text-ink-700 underline underline-offset-4",
            },
            "Browse the sitemap",
          ),
        ),
      );
    }
  };
  const run = async () => {
    const term = input.value.trim();
    latest = term;
    if (term.length < 2) {
      results.replaceChildren();
      status.textContent = term ? "Type at least two letters." : "";
      return;
    }
    status.textContent = "Searching…";
    try {
      const hits = await searchSite(term);
      if (hits && term === latest) show(hits, term);
    } catch {
      if (term === latest)
        status.textContent =
          "Search could not be loaded. Check your connection and try again, or browse every page on the sitemap.";
    }
  };
  input.addEventListener("input", () => void run());
  close.addEventListener("click", () => d.close());
  // Escape closes the dialog at once (in a search field it would first only clear the text).
  d.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      d.close();
    }
  });
  // A click on the backdrop (outside the dialog's box) closes it, as Escape does.
  d.addEventListener("click", (event) => {
    if (event.target !== d) return;
    const box = d.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    if (x < box.left || x > box.right || y < box.top || y > box.bottom) d.close();
  });
  document.body.append(d);
  return d;
}

/** Opens the search dialog (building it the first time). */
export function openSearch(): void {
  // Built once; again if the page replaced its body since (a client-side render).
  if (!dialog?.isConnected) dialog = build();
  if (!dialog.open) dialog.showModal();
  const input = dialog.querySelector<HTMLInputElement>(`#${IDS.input}`);
  input?.focus();
  input?.select();
}
