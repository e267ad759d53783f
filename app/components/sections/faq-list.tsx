import type { FAQPage, WithContext } from "schema-dts";

/** A question and its answer as plain text (from an FAQ file, app/content/faqs). */
export interface FaqAnswer {
  question: string;
  answer: string;
}

/** FAQPage structured data for a list of questions. */
export function faqPageJsonLd(items: readonly FaqAnswer[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  } satisfies WithContext<FAQPage>;
}
