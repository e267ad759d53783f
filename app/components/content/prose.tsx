/**
 * Where a page shows the prose of a content file (docs/decisions/012-content-collections.md).
 *
 * On the server (prerendering, `npm run dev`) the body is rendered with the real components, so
 * the HTML is in the page. In the browser none of that code or text is loaded: when the page
 * hydrates, this keeps the HTML the server wrote; after a client-side navigation it shows the
 * HTML its route's clientLoader fetched from the prerendered page (`proseOnNavigation`). While
 * the page is hydrated, links to the site's own pages inside the prose navigate client-side, and
 * a link to a question (#id) opens it.
 */
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { linkedQuestion } from "~/behaviours/linked-question";
import { PieceCount } from "~/document/pieces";

/** Set by app/entry.server.tsx: renders one part of a content entry on the server. */
export const ProseRenderContext = createContext<
  ((entryKey: string, slot: string) => ReactNode) | null
>(null);

export type ProseHtml = Readonly<Record<string, string>>;

const proseId = (entryKey: string, slot: string) => `${entryKey}#${slot}`;

export function Prose({
  entryKey,
  slot = "body",
  html,
  className,
}: {
  entryKey: string;
  slot?: string;
  /** The HTML fetched on a client-side navigation (from the route's clientLoader). */
  html?: ProseHtml;
  className?: string;
}) {
  const render = useContext(ProseRenderContext);
  const id = proseId(entryKey, slot);
  if (render) {
    return (
      <div data-prose={id} className={className}>
        {/* Never hydrated (kept as the server's HTML): its pieces are not the page's. */}
        <PieceCount.Provider value={null}>{render(entryKey, slot)}</PieceCount.Provider>
      </div>
    );
  }
  return <KeptProse key={id} id={id} html={html?.[id]} className={className} />;
}

function KeptProse({ id, html, className }: { id: string; html?: string; className?: string }) {
  // Read once, while hydrating: the server's HTML for this part, exactly as it is in the page.
  const [kept] = useState(
    () =>
      html ??
      (typeof document === "undefined"
        ? ""
        : (document.querySelector(`[data-prose="${CSS.escape(id)}"]`)?.innerHTML ?? "")),
  );
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { hash } = useLocation();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const a = (event.target as Element | null)?.closest("a");
      const href = a?.getAttribute("href");
      if (!a || !href?.startsWith("/") || href.startsWith("//")) return;
      if (a.target || a.hasAttribute("download")) return;
      event.preventDefault();
      navigate(href);
    };
    el.addEventListener("click", onClick);
    return () => el.removeEventListener("click", onClick);
  }, [navigate]);

  // Wired again on every change of fragment: a client-side navigation changes it without a
  // `hashchange` event.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rewired when the fragment changes
  useEffect(() => (ref.current ? linkedQuestion(ref.current) : undefined), [hash]);

  return (
    <div
      ref={ref}
      data-prose={id}
      className={className}
      // The server's own HTML for this part of the page (see above); never user input.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: prerendered content, kept as it is
      dangerouslySetInnerHTML={{ __html: kept }}
    />
  );
}

/**
 * For a route's clientLoader: on a client-side navigation, the route's data plus the HTML of its
 * prose parts, read from the page itself (prerendered, so the server answers from its cache). On
 * the first load the page already has it and this is not called.
 */
export async function proseOnNavigation<T>(
  request: Request,
  serverLoader: () => Promise<T>,
): Promise<T & { prose: ProseHtml }> {
  const url = new URL(request.url);
  const [data, response] = await Promise.all([
    serverLoader(),
    fetch(url.pathname, { headers: { accept: "text/html" } }),
  ]);
  const prose: Record<string, string> = {};
  if (response.ok) {
    const doc = new DOMParser().parseFromString(await response.text(), "text/html");
    for (const el of doc.querySelectorAll<HTMLElement>("[data-prose]"))
      if (el.dataset.prose) prose[el.dataset.prose] = el.innerHTML;
  }
  return { ...data, prose };
}
