import type { LetterSection } from "~/engagement/letter";

/**
 * An engagement letter's text, section by section: what the client reads before signing and what
 * staff preview before sending (the same words the PDF prints: app/engagement/letter.ts).
 */
export function LetterView({
  title,
  sections,
  headingLevel = 2,
}: {
  title: string;
  sections: readonly LetterSection[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";
  return (
    <article aria-labelledby="letter-title" className="space-y-5 text-body">
      <Heading id="letter-title" className="font-serif text-2xl font-semibold text-ink-900">
        {title}
      </Heading>
      {sections.map((s) => (
        <section key={s.heading} className="space-y-2">
          <Sub className="text-lg font-semibold text-ink-900">{s.heading}</Sub>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.items && s.items.length > 0 ? (
            <ul className="list-disc space-y-1 pl-6">
              {s.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
