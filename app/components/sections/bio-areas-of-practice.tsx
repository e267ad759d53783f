import { Icon, type IconName } from "~/components/ui/icon";
import { Section } from "./section";

/** A biography's areas of practice: a card for each, its icon, title and what it covers. */
export function BioAreasOfPractice({
  heading,
  intro,
  areas,
}: {
  heading: string;
  /** Under which law the lawyer practises them. */
  intro: string;
  areas: readonly { id: string; icon: IconName; title: string; description: string }[];
}) {
  return (
    <Section
      id="areas-of-practice"
      eyebrow="Areas of practice"
      heading={heading}
      intro={intro}
      tone="white"
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-areas>
        {areas.map((a) => (
          <li key={a.id} className="rounded-card border border-line bg-paper p-6">
            <span className="flex size-11 items-center justify-center rounded-xl bg-ink-900 text-brass-300">
              <Icon name={a.icon} className="size-5" />
            </span>
            <h3 className="mt-4 text-xl font-semibold">{a.title}</h3>
            <p className="mt-2 text-[0.95rem]">{a.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
