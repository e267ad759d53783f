import { Link } from "react-router";
import type { KnowledgeCard } from "~/content/knowledge.server";
import { Icon } from "../ui/icon";

/** The hub cards: the page's title and description from the route table, an icon and what is inside (from the hub's loader). */
export function KnowledgeCardGrid({
  cards,
  columns = 3,
}: {
  cards: readonly KnowledgeCard[];
  columns?: 2 | 3;
}) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {cards.map((card) => {
        return (
          <li key={card.path} className="flex">
            <Link
              to={card.path}
              prefetch="intent"
              className="group flex w-full flex-col rounded-card border border-line bg-white p-6 no-underline shadow-card transition hover:-translate-y-0.5 hover:border-ink-200 hover:shadow-lift motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <span className="flex items-center justify-between gap-4">
                <span className="flex size-12 items-center justify-center rounded-xl bg-ink-900 text-brass-300">
                  <Icon name={card.icon} className="size-6" />
                </span>
                <span className="rounded-pill bg-sand px-3 py-1 text-xs font-semibold text-ink-800">
                  {card.contents}
                </span>
              </span>
              <span className="mt-5 font-serif text-2xl font-semibold text-ink-900">
                {card.title}
              </span>
              <span className="mt-2 flex-1 text-[0.95rem] text-muted">{card.description}</span>
              <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-ink-700">
                {card.action}
                <Icon
                  name="arrowRight"
                  className="size-4 transition group-hover:translate-x-0.5 motion-reduce:transition-none"
                />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
