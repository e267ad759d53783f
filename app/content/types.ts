/** Shared shapes for structured content. */

/** An FAQ item. Ids are stable anchors: never rename one that has shipped. */
export interface FaqItem {
  /** Kebab-case, unique within its page, used as the URL fragment (#id). */
  id: string;
  question: string;
  /** One or more plain-text paragraphs. */
  answer: readonly string[];
  /** Optional bullet list shown after the answer paragraphs. */
  points?: readonly string[];
  /** Optional highlighted "Note:" box. */
  note?: string;
}

export interface FaqGroup {
  /** Where the questions live, e.g. "/knowledge/immigration" or "/services/wills-estates". */
  path: string;
  /** Anchor of the FAQ section on that page ("" when the whole page is the FAQ). */
  sectionId: string;
  title: string;
  items: readonly FaqItem[];
}
