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
 * question is named by its address (`@id`), so the FAQ hub can refer to it without repeating it.
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

/**
 * The FAQ hub's structured data: a FAQPage listing every question of the site by its address.
 * Each question and its answer are marked up once, on the page that answers it; the hub refers to
 * them by `@id` (Google's FAQ guidelines: mark up only one instance of a repeated question).
 */
export function faqHubJsonLd(
  hub: { url: string; name: string },
  questions: readonly { url: string; question: string }[],
) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: hub.url,
    name: hub.name,
    mainEntity: questions.map((q) => ({
      "@type": "Question",
      "@id": q.url,
      url: q.url,
      name: q.question,
    })),
  } satisfies WithContext<FAQPage>;
}
