import type { ReactNode } from "react";
import { NavLink } from "react-router";

const primary = [
  { to: "/desk", label: "Inbox", end: true },
  { to: "/desk/agenda", label: "Agenda", end: false },
  { to: "/desk/documents", label: "Documents", end: false },
];
const secondary = [
  { to: "/desk/overview", label: "Overview", end: false },
  { to: "/desk/privacy", label: "Privacy requests", end: false },
  { to: "/desk/audit", label: "Audit log", end: false },
  { to: "/desk/account", label: "Account", end: false },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-pill px-2.5 text-sm font-semibold sm:px-3 ${
    isActive ? "bg-white text-ink-950" : "text-ink-100 hover:bg-white/10"
  }`;

/**
 * The signed-in desk's frame: a compact header, the section links on one row (on a phone the
 * less used ones behind "More", a `<details>` that needs no script: docs/DESK.md#on-a-phone) and
 * main. The agenda's link counts the bookings waiting to be confirmed.
 */
export function DeskShell({
  firmName,
  staffName,
  toConfirm,
  children,
}: {
  firmName: string;
  staffName: string;
  toConfirm: number;
  children: ReactNode;
}) {
  const label = (link: { to: string; label: string }) =>
    link.to === "/desk/agenda" && toConfirm > 0 ? (
      <>
        {link.label}
        <span className="rounded-pill bg-brass-300 px-1.5 text-xs tabular-nums text-ink-950">
          {toConfirm}
          <span className="sr-only"> to settle</span>
        </span>
      </>
    ) : (
      link.label
    );
  return (
    <>
      <a
        href="#desk-main"
        className="sr-only z-[100] rounded-pill bg-brass-400 px-5 py-3 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <header className="on-dark bg-ink-950 text-white">
        <div className="container-page flex items-center justify-between gap-3 py-2 sm:py-3">
          <p className="min-w-0 truncate font-serif text-lg">
            {firmName} <span className="text-brass-300">desk</span>
          </p>
          <div className="flex shrink-0 items-center gap-3">
            <span className="hidden text-sm text-ink-200 sm:inline">{staffName}</span>
            <form method="post" action="/desk/sign-out">
              <input type="hidden" name="scope" value="this-device" />
              <button
                type="submit"
                className="min-h-11 rounded-pill border border-white/40 px-4 text-sm font-semibold hover:bg-white/10"
              >
                Sign out
              </button>
            </form>
          </div>
        </div>
        <nav aria-label="Desk" className="container-page">
          <ul className="flex flex-nowrap items-center gap-0.5 pb-2 sm:flex-wrap sm:gap-1">
            {primary.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClass}>
                  {label(link)}
                </NavLink>
              </li>
            ))}
            {secondary.map((link) => (
              <li key={link.to} className="hidden sm:block">
                <NavLink to={link.to} end={link.end} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="relative sm:hidden">
              <details className="group" data-desk-more>
                <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-pill px-2.5 text-sm font-semibold text-ink-100 hover:bg-white/10 [&::-webkit-details-marker]:hidden">
                  More
                  <span aria-hidden="true" className="group-open:rotate-180">
                    ▾
                  </span>
                </summary>
                {/* A link followed inside the page (no reload) closes the menu. */}
                {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are keyboard-reachable; this only closes the menu after one is followed. */}
                <ul
                  onClick={(event) =>
                    event.currentTarget.closest("details")?.removeAttribute("open")
                  }
                  className="absolute right-0 z-50 mt-1 w-52 rounded-card bg-ink-950 p-1 shadow-lg ring-1 ring-white/20"
                >
                  {secondary.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} end={link.end} className={linkClass}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          </ul>
        </nav>
      </header>
      {/* What visitors typed may be one unbroken string of any length: it wraps anywhere rather
          than widen the page past the window (docs/PRODUCT-RULES.md#hostile-text). */}
      <main
        id="desk-main"
        tabIndex={-1}
        className="container-page py-6 outline-none wrap-anywhere md:py-8 **:wrap-anywhere"
      >
        {children}
      </main>
    </>
  );
}
