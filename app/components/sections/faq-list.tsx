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
 * The FAQ hub's structured data: a FAQPage listing every question of the site by its address
 * (`@id`, the same node the page that answers it defines). Each Question carries its
 * acceptedAnswer, as Google's FAQPage guidelines require: the answer's plain text as that page
 * shows it, and the answer's `url` there, since the hub itself shows only the questions.
 */
export function faqHubJsonLd(
  hub: { url: string; name: string },
  questions: readonly { url: string; question: string; answer: string }[],
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
      acceptedAnswer: { "@type": "Answer", text: q.answer, url: q.url },
    })),
  } satisfies WithContext<FAQPage>;
}
