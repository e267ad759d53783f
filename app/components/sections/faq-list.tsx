import type { FAQPage, WithContext } from "schema-dts";

/** A question and its answer as plain text (from an FAQ file, app/content/faqs). */
export interface FaqAnswer {
  /** The question's anchor on its page. */
  id?: string;
  question: string;
  answer: string;
}

/**
 * FAQPage structured data for the questions of one page. With the page's absolute URL, each
 * question is named by its address (`@id`). Each question is marked up once, on the page that
 * shows its answer (docs/STANDARDS.md#html-and-structured-data).
 */
export function faqPageJsonLd(items: readonly FaqAnswer[], pageUrl?: string) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      ...(pageUrl && item.id
        ? { "@id": `${pageUrl}#${item.id}`, url: `${pageUrl}#${item.id}` }
        : {}),
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  } satisfies WithContext<FAQPage>;
}
