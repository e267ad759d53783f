import type { SuccessStory } from "~/content/blog/types";
import { Icon } from "../ui/icon";

/** Client stories (told by the firm, with permission) with the past-results caveat (LSO marketing rules). */
export function SuccessStories({
  stories,
  note,
}: {
  stories: readonly SuccessStory[];
  note: string;
}) {
  return (
    <>
      <ul className="grid gap-5 md:grid-cols-2">
        {stories.map((s) => (
          <li key={s.id} className="flex">
            <div
              className="flex w-full flex-col rounded-card border border-line bg-white p-6 shadow-card"
              data-story
            >
              <Icon name="users" className="size-8 text-brass-700" />
              <h3 className="mt-3 text-xl font-semibold">{s.title}</h3>
              <div className="mt-3 flex-1 space-y-3 text-[1rem] leading-relaxed">
                <p>{s.situation}</p>
                <p>{s.outcome}</p>
              </div>
              <p className="mt-5 text-sm font-semibold text-muted">{s.client}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-5 flex gap-2 text-sm leading-relaxed text-muted" data-past-results>
        <Icon name="info" className="mt-0.5 size-4 shrink-0" />
        <span>{note}</span>
      </p>
    </>
  );
}
