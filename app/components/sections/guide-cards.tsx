import type { GuideSection } from "~/content/guides/types";
import { balancedGridClass, balancedItemClass, type GridColumns } from "../ui/balanced-grid";
import { Section } from "./section";

const columns: GridColumns = { md: 2, lg: 3 };

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
      <ul className={`${balancedGridClass(columns)} gap-5`} data-balanced-grid>
        {section.cards.map((card, i) => (
          <li
            key={card.title}
            className={`rounded-card border border-line bg-paper p-6 print:break-inside-avoid print:border-ink-200 print:p-3 ${balancedItemClass(i, section.cards.length, columns)}`}
          >
            <h3 className="text-xl font-semibold">{card.title}</h3>
            <p className="mt-2 text-[0.95rem]">{card.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
