import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import headingFontUrl from "./assets/fonts/newsreader-600-headings.woff2?url";
import readOnlyPageScript from "./behaviours/read-only-page.ts?module-url";
import { AffiliationsStrip } from "./components/layout/affiliations-strip";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { NotFound } from "./components/sections/not-found";
import { PageHero } from "./components/sections/page-hero";
import { ButtonLink } from "./components/ui/button-link";
import { firm, telHref } from "./content/firm";
import { DeferredScripts, HeadScript } from "./page/document-scripts";
import { enterPagesWithEmbedsByDocumentLoad } from "./page/embed-pages";
import { faviconHref } from "./page/favicon";
import { useHydrates } from "./page/hydration";
import { Piece } from "./page/piece";
import { layoutHydrated } from "./page/ready-mark";

export const links: Route.LinksFunction = () => [
  // The heading font is preloaded by the head script, which skips it for visitors who save data
  // (docs/decisions/014-heading-font.md).
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: faviconHref },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // Feed readers and browsers find the blog's Atom feed from any page.
  {
    rel: "alternate",
    type: "application/atom+xml",
    href: "/blog/feed.xml",
    title: `${firm.shortName}: Blog`,
  },
];

/**
 * Pages whose route sets `handle = { search: true }` (app/search/handle.ts says which) are indexed
 * by site search; their <main> is what Pagefind reads
 * (docs/decisions/012-content-collections.md#search).
 */
function useSearchable(): boolean {
  return useMatches().some((m) => (m.handle as { search?: boolean } | undefined)?.search);
}

/**
 * The staff desk (app/desk/desk-routes.ts) draws its own header and footer. A path test rather than
 * route handles keeps the public pages' scripts as they were (docs/PERFORMANCE.md).
 */
function useOwnChrome(): boolean {
  const { pathname } = useLocation();
  return pathname === "/desk" || pathname.startsWith("/desk/");
}

export function Layout({ children }: { children: ReactNode }) {
  const searchable = useSearchable();
  const ownChrome = useOwnChrome();
  const hydrates = useHydrates();
  return (
    <html
      lang="en-CA"
      // The heading font the head script preloads (app/page/head.inline.ts).
      data-heading-font-url={headingFontUrl}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a1526" />
        <HeadScript />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh antialiased">
        {ownChrome ? (
          children
        ) : (
          <>
            <a
              href="#main-content"
              className="sr-only z-[100] rounded-pill bg-brass-400 px-5 py-3 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
            >
              Skip to main content
            </a>
            {/* Each piece hydrates on its own: React hydrates and commits the header, the page, the
                strip and the footer separately and yields between them
                (docs/decisions/016-hydration-in-pieces.md). */}
            <Piece>
              <SiteHeader />
            </Piece>
            <main
              id="main-content"
              tabIndex={-1}
              className="outline-none"
              data-pagefind-body={searchable ? "" : undefined}
            >
              <Piece>{children}</Piece>
            </main>
            <Piece>
              <AffiliationsStrip />
            </Piece>
            <Piece>
              <SiteFooter />
            </Piece>
          </>
        )}
        {hydrates ? (
          <>
            <HydrationMarker />
            <ScrollRestoration />
          </>
        ) : null}
        {/* The page's scripts start after its first paint (app/page/deferred-scripts.ts): React
            Router's, or, on a page with nothing interactive in its content, only the standalone
            module (docs/decisions/015-hydrate-only-what-moves.md). */}
        <DeferredScripts>
          {hydrates ? <Scripts /> : <script type="module" src={readOnlyPageScript} />}
        </DeferredScripts>
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Marks the document once React has hydrated every piece (app/page/ready-mark.ts), so tests
 * and tools know the page is interactive; and from then on, links to a page with third-party
 * embeds load it as a new document, with its own Content-Security-Policy (app/page/embed-pages.ts).
 */
function HydrationMarker() {
  useEffect(() => {
    layoutHydrated();
    return enterPagesWithEmbedsByDocumentLoad();
  }, []);
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound path={location.pathname} />;
  }
  // A form sent to a page that takes none (RFC 9110 §15.5.6: the answer's Allow names what it does
  // take, server/http-policy.ts): the page itself is one link away.
  if (isRouteErrorResponse(error) && error.status === 405) {
    return (
      <>
        <title>{`This page takes no form | ${firm.shortName}`}</title>
        <meta name="robots" content="noindex" />
        <PageHero
          eyebrow="Error 405"
          heading="This page takes no form"
          actions={
            <ButtonLink to={location.pathname} variant="onDark">
              Open the page
            </ButtonLink>
          }
        >
          <p>
            Something was sent to this address that it cannot receive, so nothing was done with it.
            To reach us, use the contact form or call us at{" "}
            <a className="text-white underline" href={telHref(firm.phone)}>
              {firm.phone.display}
            </a>
            .
          </p>
        </PageHero>
      </>
    );
  }
  return (
    <>
      <title>{`Something went wrong | ${firm.shortName}`}</title>
      <meta name="robots" content="noindex" />
      <PageHero
        heading="Something went wrong"
        actions={
          <ButtonLink to="/" variant="onDark">
            Return to Home
          </ButtonLink>
        }
      >
        <p>
          This page could not be shown. Please try again, or call us at{" "}
          <a className="text-white underline" href={telHref(firm.phone)}>
            {firm.phone.display}
          </a>
          .
        </p>
      </PageHero>
    </>
  );
}
