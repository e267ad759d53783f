import type { IconName } from "../ui/icon";
import { Icon } from "../ui/icon";

/** An ordered list of titled cards with large numbers: reasons, action steps. */
export function NumberedCards({
  items,
  dataName,
}: {
  items: readonly { title: string; description: string; icon?: IconName; id?: string }[];
  dataName: string;
}) {
  return (
    <ol className="space-y-4" data-list={dataName}>
      {items.map((item, i) => (
        <li
          key={item.title}
          id={item.id}
          className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-card md:gap-5 md:p-6"
        >
          <span
            aria-hidden="true"
            className="font-serif text-3xl font-semibold leading-none text-brass-700"
          >
            {String(i + 1).padStart(2, "0")}
          </span>
          <div>
            <h3 className="flex items-center gap-2 text-xl font-semibold">
              {item.icon ? <Icon name={item.icon} className="size-5 text-ink-700" /> : null}
              {item.title}
            </h3>
            <p className="mt-1.5 text-[1rem] leading-relaxed">{item.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
