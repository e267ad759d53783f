import { ButtonLink, type ButtonVariant } from "../ui/button-link";
import type { IconName } from "../ui/icon";

export interface KnowledgeLink {
  label: string;
  to: string;
  variant?: ButtonVariant;
  icon?: IconName;
  iconAfter?: IconName;
}

/** The row of next steps at the foot of a Knowledge Centre page: back to the hub, contact, the matching service. */
export function KnowledgeLinks({
  heading = "Where to next",
  links,
}: {
  heading?: string;
  links: readonly KnowledgeLink[];
}) {
  return (
    <nav
      aria-label={heading}
      data-pagefind-ignore
      className="mt-12 flex flex-col gap-4 rounded-card border border-line bg-white p-6 shadow-card sm:flex-row sm:flex-wrap sm:items-center print:hidden"
    >
      <p className="font-serif text-lg font-semibold text-ink-900 sm:mr-auto">{heading}</p>
      <div className="flex flex-wrap gap-3">
        {links.map((l) => (
          <ButtonLink
            key={l.to}
            to={l.to}
            variant={l.variant ?? "secondary"}
            icon={l.icon}
            iconAfter={l.iconAfter}
          >
            {l.label}
          </ButtonLink>
        ))}
      </div>
    </nav>
  );
}
