import type { GuideSection } from "~/content/guides/types";
import { Section } from "./section";

/** A titled band of short cards: tax considerations, selling costs, first-time buyer benefits. */
export function GuideCards({
  section,
  tone = "white",
}: {
  section: GuideSection;
  tone?: "white" | "paper" | "sand";
}) {
  return (
    <Section
      id={section.id}
      eyebrow={section.eyebrow}
      heading={section.heading}
      intro={section.intro}
      tone={tone}
      className="print:py-6"
    >
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {section.cards.map((card) => (
          <li
            key={card.title}
            className="rounded-card border border-line bg-paper p-6 print:break-inside-avoid print:border-ink-200 print:p-3"
          >
            <h3 className="text-xl font-semibold">{card.title}</h3>
            <p className="mt-2 text-[0.95rem]">{card.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
