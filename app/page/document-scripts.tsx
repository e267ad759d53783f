import type { ReactNode } from "react";
import bootScript from "./boot.inline.ts?inline-script";
import { AFTER_FIRST_PAINT, DEFERRED_WRAPPER } from "./deferred-scripts";
import headScript from "./head.inline.ts?inline-script";

/**
 * The head's inline script (head.inline.ts), before the stylesheet so it never waits for it.
 * Hashed into the page's Content-Security-Policy like every inline script (app/page/csp.server.ts).
 */
export function HeadScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own compiled script, hashed into the CSP
  return <script dangerouslySetInnerHTML={{ __html: headScript }} />;
}

/**
 * The page's scripts, started after its first paint (deferred-scripts.ts): `children` (React
 * Router's `<Scripts />`, or the standalone module of a page that does not hydrate) is rendered by
 * the server inside the template, then the boot script (boot.inline.ts) takes it from there. In
 * the browser the template is empty (its content is not its children), so React renders it empty
 * and hydration matches; the piece count the server wrote on it (document.server.ts) is not
 * React's.
 */
export function DeferredScripts({ children }: { children: ReactNode }) {
  const attribute = { [AFTER_FIRST_PAINT]: "" };
  // The template in a hidden wrapper: a modal dialog marks the page's other elements aria-hidden
  // one by one (keeping scripts), and a template may not carry that attribute (ARIA in HTML); its
  // wrapper may. The boot script stays outside, so the wrapper holds nothing a dialog keeps.
  return (
    <>
      <div className="hidden" {...{ [DEFERRED_WRAPPER]: "" }}>
        <template {...attribute} suppressHydrationWarning>
          {typeof document === "undefined" ? <noscript>{children}</noscript> : null}
        </template>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own compiled script, hashed into the CSP */}
      <script dangerouslySetInnerHTML={{ __html: bootScript }} />
    </>
  );
}
