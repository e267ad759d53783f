/**
 * Where a page shows the prose of a content file (docs/decisions/012-content-collections.md).
 *
 * On the server (prerendering, `npm run dev`) the body is rendered with the real components, so
 * the HTML is in the page. In the browser none of that code is loaded: after a client-side
 * navigation the part's HTML comes from the route's loader data (`proseHtml`,
 * app/components/content/prose-html.server.tsx). While the page is in React's hands, links to the
 * site's own pages inside the prose navigate client-side, and a link to a question (#id) opens it.
 */
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { linkedQuestion } from "~/behaviours/linked-question";
import { PieceCount } from "~/page/pieces";

/** Set by app/entry.server.tsx: renders one part of a content entry on the server. */
export const ProseRenderContext = createContext<
  ((entryKey: string, slot: string) => ReactNode) | null
>(null);

export type ProseHtml = Readonly<Record<string, string>>;

/** The key of one part of an entry, in the page (`data-prose`) and in the loader's `prose`. */
export const proseId = (entryKey: string, slot: string) => `${entryKey}#${slot}`;

export function Prose({
  entryKey,
  slot = "body",
  html,
  className,
}: {
  entryKey: string;
  slot?: string;
  /** The route loader's `prose`: each part's HTML, shown after a client-side navigation. */
  html: ProseHtml;
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
  return <KeptProse key={id} id={id} html={html[id] ?? ""} className={className} />;
}

function KeptProse({ id, html, className }: { id: string; html: string; className?: string }) {
  // The first HTML this part was given: kept while the page stays, as the server's HTML is.
  const [kept] = useState(html);
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
