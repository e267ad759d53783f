import type { ReactNode } from "react";
import { NavLink } from "react-router";

const links = [
  { to: "/desk", label: "Inbox", end: true },
  { to: "/desk/agenda", label: "Agenda", end: false },
  { to: "/desk/documents", label: "Documents", end: false },
  { to: "/desk/overview", label: "Overview", end: false },
  { to: "/desk/privacy", label: "Privacy requests", end: false },
  { to: "/desk/audit", label: "Audit log", end: false },
  { to: "/desk/account", label: "Account", end: false },
];

/** The signed-in desk's frame: a compact header that fits a phone, the section links and main. */
export function DeskShell({
  firmName,
  staffName,
  children,
}: {
  firmName: string;
  staffName: string;
  children: ReactNode;
}) {
  return (
    <>
      <a
        href="#desk-main"
        className="sr-only z-[100] rounded-pill bg-brass-400 px-5 py-3 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <header className="on-dark bg-ink-950 text-white">
        <div className="container-page flex items-center justify-between gap-3 py-3">
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
          <ul className="flex flex-wrap gap-1 pb-2">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center whitespace-nowrap rounded-pill px-3 text-sm font-semibold ${
                      isActive ? "bg-white text-ink-950" : "text-ink-100 hover:bg-white/10"
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
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
