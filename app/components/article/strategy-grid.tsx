import type { StrategyItem } from "~/content/blog/types";
import { Icon } from "../ui/icon";

/** Tailored strategies for buyers and sellers as a two-column grid of cards. */
export function StrategyGrid({ items }: { items: readonly StrategyItem[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2" data-strategies>
      {items.map((s) => (
        <li key={s.title} className="rounded-card border border-line bg-white p-6 shadow-card">
          <span className="flex size-11 items-center justify-center rounded-xl bg-ink-900 text-brass-300">
            <Icon name={s.icon} className="size-5" />
          </span>
          <h3 className="mt-4 text-xl font-semibold">{s.title}</h3>
          <p className="mt-2 text-[1rem] leading-relaxed">{s.description}</p>
        </li>
      ))}
    </ul>
  );
}
