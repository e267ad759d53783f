import type { Dispose } from "./behaviour";

const classes = (value: string | undefined) => (value ?? "").split(" ").filter(Boolean);

/**
 * A table of contents (`[data-toc]`, app/components/article/table-of-contents.tsx) marks the
 * section being read: its link gets `aria-current="true"` and the classes in `data-toc-active`
 * (the others those in `data-toc-idle`). No live region: nothing is announced while scrolling.
 */
export function tableOfContents(nav: HTMLElement): Dispose {
  if (typeof IntersectionObserver === "undefined") return () => {};
  const links = [...nav.querySelectorAll<HTMLAnchorElement>("a[data-toc-link]")];
  const ids = links.map((a) => decodeURIComponent(a.hash.slice(1)));
  const active = classes(nav.dataset.tocActive);
  const idle = classes(nav.dataset.tocIdle);
  const mark = (current: string | undefined) =>
    links.forEach((a, i) => {
      const on = ids[i] === current;
      if (on) a.setAttribute("aria-current", "true");
      else a.removeAttribute("aria-current");
      a.classList.remove(...(on ? idle : active));
      a.classList.add(...(on ? active : idle));
    });
  const visible = new Map<string, boolean>();
  const observer = new IntersectionObserver(
    (records) => {
      for (const r of records) visible.set(r.target.id, r.isIntersecting);
      const first = ids.find((id) => visible.get(id));
      if (first) mark(first);
    },
    // A section counts as "being read" while it crosses the upper third of the viewport.
    { rootMargin: "-96px 0px -66% 0px" },
  );
  for (const id of ids) {
    const section = document.getElementById(id);
    if (section) observer.observe(section);
  }
  return () => {
    observer.disconnect();
    mark(undefined);
  };
}
