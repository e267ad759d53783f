import { balancedGridClass, balancedItemClass, type GridColumns } from "../ui/balanced-grid";
import type { IconName } from "../ui/icon";
import { Icon } from "../ui/icon";

const featureColumns: Record<2 | 3 | 4, GridColumns> = {
  2: { md: 2 },
  3: { md: 2, lg: 3 },
  4: { sm: 2, lg: 4 },
};

/** A grid of titled cards with an icon (services offered, reasons to choose us, considerations). */
export function FeatureGrid({
  items,
  columns = 3,
  tone = "light",
  headingLevel = 3,
}: {
  items: readonly { id?: string; title: string; description: string; icon?: IconName }[];
  columns?: 2 | 3 | 4;
  tone?: "light" | "dark";
  headingLevel?: 3 | 4;
}) {
  // Any count balances: no row ends in an empty slot (balanced-grid.ts).
  const cols: GridColumns = featureColumns[columns];
  const dark = tone === "dark";
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul className={`${balancedGridClass(cols)} gap-5`} data-balanced-grid>
      {items.map((item, i) => (
        <li
          key={item.id ?? item.title}
          className={`rounded-card border p-6 ${dark ? "border-white/15 bg-white/5" : "border-line bg-white shadow-card"} ${balancedItemClass(i, items.length, cols)}`}
        >
          {item.icon ? (
            <span
              className={`flex size-11 items-center justify-center rounded-xl ${dark ? "bg-brass-400 text-ink-950" : "bg-ink-900 text-brass-300"}`}
            >
              <Icon name={item.icon} className="size-5" />
            </span>
          ) : null}
          <Heading
            className={`${item.icon ? "mt-4" : ""} font-serif text-xl font-semibold ${dark ? "text-white" : "text-ink-900"}`}
          >
            {item.title}
          </Heading>
          <p className={`mt-2 text-[0.95rem] ${dark ? "text-ink-100" : ""}`}>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
