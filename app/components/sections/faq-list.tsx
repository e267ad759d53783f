import { useEffect } from "react";
import { useLocation } from "react-router";
import type { FAQPage, WithContext } from "schema-dts";
import type { FaqItem } from "~/content/types";
import { Icon } from "../ui/icon";

/**
 * Numbered, expandable questions (one shared component for every FAQ on the site). Each question
 * is a <details> with a stable id, so a visitor can link to it; a linked question opens and
 * scrolls into view. With JavaScript off every answer is still one click away.
 */
export function FaqList({
  items,
  numbered = true,
  headingLevel = 3,
}: {
  items: readonly FaqItem[];
  numbered?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ""));
    if (!id) return;
    const target = document.getElementById(id);
    if (target instanceof HTMLDetailsElement) {
      target.open = true;
      target.scrollIntoView({ block: "start" });
    }
  }, [hash]);

  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ol className="space-y-4" data-faq-list>
      {items.map((item, i) => (
        <li key={item.id}>
          <details
            id={item.id}
            className="group rounded-card border border-line bg-white shadow-card open:shadow-lift"
            data-faq-item
          >
            <summary className="flex cursor-pointer list-none items-start gap-4 rounded-card p-5 md:p-6 [&::-webkit-details-marker]:hidden">
              {numbered ? (
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ink-900 font-semibold text-brass-300"
                >
                  {i + 1}
                </span>
              ) : null}
              <Heading className="flex-1 self-center font-serif text-lg font-semibold text-ink-900 md:text-xl">
                {numbered ? <span className="sr-only">{i + 1}. </span> : null}
                {item.question}
              </Heading>
              <Icon
                name="chevronDown"
                className="mt-1.5 size-5 shrink-0 text-ink-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="prose-firm border-t border-line px-5 pb-6 pt-4 md:px-6 md:pl-[4.75rem]">
              {item.answer.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {item.points ? (
                <ul>
                  {item.points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              ) : null}
              {item.note ? (
                <div
                  className="mt-4 flex gap-3 rounded-xl border border-brass-500/40 bg-brass-100 p-4 text-ink-900"
                  data-faq-note
                >
                  <Icon name="info" className="mt-0.5 size-5 shrink-0 text-brass-700" />
                  <p>
                    <strong>Note:</strong> {item.note}
                  </p>
                </div>
              ) : null}
              <p className="text-sm">
                <a href={`#${item.id}`} className="text-muted">
                  Link to this question
                </a>
              </p>
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}

/** FAQPage structured data for a list of questions. */
export function faqPageJsonLd(items: readonly FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: {
        "@type": "Answer",
        text: [
          ...item.answer,
          ...(item.points ?? []),
          ...(item.note ? [`Note: ${item.note}`] : []),
        ].join(" "),
      },
    })),
  } satisfies WithContext<FAQPage>;
}
