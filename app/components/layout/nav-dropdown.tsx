import { useId } from "react";
import { NavLink, useLocation } from "react-router";
import { disclosureMenu } from "~/behaviours/disclosure-menu";
import { useBehaviour } from "~/behaviours/use-behaviour";
import type { NavItem } from "~/site-map";
import { Icon } from "../ui/icon";

/**
 * A header dropdown (WAI-ARIA APG "disclosure navigation"): the parent is a real link, the chevron
 * button toggles the submenu. What it does with script is app/behaviours/disclosure-menu.ts, the
 * same on pages that do not hydrate; React renders it closed and leaves its open state
 * (`data-open`, `aria-expanded`) to that behaviour, which is wired again, closed, on every page
 * change. Before the behaviour runs, hover and focus-within show it through CSS (app/app.css).
 */
export function NavDropdown({
  item,
}: {
  item: NavItem & { children: readonly { name: string; path: string }[] };
}) {
  const panelId = useId();
  const location = useLocation();
  const ref = useBehaviour<HTMLLIElement>(disclosureMenu, [location.pathname]);
  const isSectionActive =
    location.pathname === item.path || location.pathname.startsWith(`${item.path}/`);

  return (
    <li ref={ref} className="nav-dd group relative flex items-center">
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
        type="button"
        className="inline-flex size-8 items-center justify-center rounded-md text-white hover:text-brass-300"
        aria-expanded={false}
        aria-controls={panelId}
        aria-label={`${item.name} menu`}
      >
        <Icon
          name="chevronDown"
          className="size-4 transition-transform group-data-[open]:rotate-180"
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
