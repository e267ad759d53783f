import type { Credential } from "~/content/people/types";
import { Icon, type IconName } from "../ui/icon";

/** A titled card listing credentials (degrees, admissions, licences). */
export function CredentialList({
  heading,
  items,
  icon = "bookmark",
  id,
}: {
  heading: string;
  items: readonly Credential[];
  icon?: IconName;
  id: string;
}) {
  return (
    <div className="rounded-card border border-line bg-white p-6 shadow-card" data-credentials={id}>
      <h3 id={`${id}-heading`} className="text-xl font-semibold">
        {heading}
      </h3>
      <ul className="mt-4 space-y-4" aria-labelledby={`${id}-heading`}>
        {items.map((c) => (
          <li key={c.title} className="flex gap-3">
            <Icon name={icon} className="mt-1 size-5 shrink-0 text-brass-700" />
            <span>
              <span className="block font-semibold text-ink-900">{c.title}</span>
              <span className="block text-[0.95rem] text-muted">{c.detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
