import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import type { NavItem } from "~/site-map";
import { Icon } from "../ui/icon";

/**
 * A disclosure navigation menu (WAI-ARIA APG "disclosure navigation"): the parent is a real link,
 * the chevron button toggles the submenu. Opens on mouse hover, click, tap or keyboard; closes on
 * Escape (focus returns to the button), when focus or the pointer leaves, and on navigation.
 * Before hydration, hover and focus-within show it through CSS.
 *
 * Hover and click do not fight: a mouse reaching the chevron has already opened the menu by
 * hovering, so a click on a menu that hover opened keeps it open (and pinned: it then stays when
 * the pointer leaves, until a second click, Escape, a click elsewhere or navigation).
 */
export function NavDropdown({
  item,
}: {
  item: NavItem & { children: readonly { name: string; path: string }[] };
}) {
  const [open, setOpen] = useState(false);
  /** Why the menu is open: hover closes it when the pointer leaves, a click keeps it. */
  const openedBy = useRef<"hover" | "click" | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const location = useLocation();

  useEffect(() => setHydrated(true), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) openedBy.current = null;
  }, [open]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const isSectionActive =
    location.pathname === item.path || location.pathname.startsWith(`${item.path}/`);

  return (
    <li
      ref={containerRef}
      className="nav-dd group relative flex items-center"
      data-hydrated={hydrated || undefined}
      data-open={open || undefined}
      onPointerEnter={(e) => {
        if (e.pointerType !== "mouse") return;
        clearTimeout(closeTimer.current);
        if (!open) openedBy.current = "hover";
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== "mouse" || openedBy.current === "click") return;
        closeTimer.current = setTimeout(() => setOpen(false), 150);
      }}
      onBlur={(e) => {
        if (!containerRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <NavLink
        to={item.path}
        prefetch="intent"
        className={() =>
          `nav-link inline-flex min-h-11 items-center rounded-md pl-2 pr-0.5 ${isSectionActive ? "text-brass-300" : "text-white hover:text-brass-300"}`
        }
      >
        {item.name}
      </NavLink>
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex size-8 items-center justify-center rounded-md text-white hover:text-brass-300"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${item.name} menu`}
        onClick={() => {
          clearTimeout(closeTimer.current);
          if (open && openedBy.current === "hover") {
            openedBy.current = "click";
            return;
          }
          openedBy.current = open ? null : "click";
          setOpen(!open);
        }}
      >
        <Icon
          name="chevronDown"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <div
        id={panelId}
        className="nav-dd-panel absolute left-0 top-full z-50 hidden min-w-64 pt-2 group-data-[open]:block"
      >
        <ul className="on-light rounded-card border border-line bg-white p-2 shadow-lift">
          {item.children.map((child) => (
            <li key={child.path}>
              <NavLink
                to={child.path}
                prefetch="intent"
                className={({ isActive }) =>
                  `block rounded-lg px-3.5 py-2.5 text-[0.95rem] font-medium no-underline ${
                    isActive
                      ? "bg-ink-50 text-ink-900"
                      : "text-ink-800 hover:bg-ink-50 hover:text-ink-900"
                  }`
                }
              >
                {child.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
