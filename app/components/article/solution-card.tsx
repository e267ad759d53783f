import type { Solution } from "~/content/blog/types";
import { Icon, type IconName } from "../ui/icon";
import { LevelBadge } from "./level-badge";

function FactList({
  title,
  items,
  icon,
  tone,
}: {
  title: string;
  items: readonly string[];
  icon: IconName;
  tone: string;
}) {
  return (
    <div>
      <h4 className="font-sans text-sm font-semibold uppercase tracking-[0.12em] text-ink-900">
        {title}
      </h4>
      <ul className="mt-3 space-y-2 text-[0.95rem]">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <Icon name={icon} className={`mt-1 size-4 shrink-0 ${tone}`} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One numbered solution: urgency badge, timeline, description, details and three lists. */
export function SolutionCard({ solution }: { solution: Solution }) {
  return (
    <article
      id={solution.id}
      aria-labelledby={`${solution.id}-title`}
      className="rounded-card border border-line bg-white shadow-card"
      data-solution={solution.number}
    >
      <header className="flex flex-col gap-4 border-b border-line p-5 md:flex-row md:items-start md:justify-between md:p-7">
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-ink-900 font-serif text-xl font-semibold text-brass-300"
          >
            {solution.number}
          </span>
          <div>
            <h3 id={`${solution.id}-title`} className="text-2xl font-semibold">
              <span className="sr-only">Solution {solution.number}: </span>
              {solution.title}
            </h3>
            <p
              className="mt-1.5 inline-flex items-center gap-1.5 text-[0.95rem] font-semibold text-ink-700"
              data-timeline
            >
              <Icon name="clock" className="size-4" />
              <span>
                <span className="font-normal text-muted">Timeline:</span> {solution.timeline}
              </span>
            </p>
          </div>
        </div>
        <div className="md:pt-1">
          <LevelBadge kind="Urgency" value={solution.urgency} />
        </div>
      </header>
      <div className="p-5 md:p-7">
        <p className="text-lg leading-relaxed text-ink-900">{solution.description}</p>
        <div className="prose-firm mt-4 leading-relaxed">
          {solution.details.map((d) => (
            <p key={d}>{d}</p>
          ))}
        </div>
        <div className="mt-6 grid gap-6 rounded-xl bg-paper p-5 md:grid-cols-3">
          <FactList
            title="Requirements"
            items={solution.requirements}
            icon="document"
            tone="text-ink-700"
          />
          <FactList title="Advantages" items={solution.pros} icon="check" tone="text-success-700" />
          <FactList
            title="Considerations"
            items={solution.cons}
            icon="alert"
            tone="text-brass-700"
          />
        </div>
      </div>
    </article>
  );
}
