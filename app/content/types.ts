/** Shared shapes for structured content (SPEC §3). */

/** SPEC §3 FAQ item. Ids are stable anchors: never rename one that has shipped. */
export interface FaqItem {
  /** kebab-case, unique within its page, used as the URL fragment (#id). */
  id: string;
  question: string;
  /** One or more plain-text paragraphs. */
  answer: readonly string[];
  /** Optional bullet list shown after the answer paragraphs. */
  points?: readonly string[];
  /** Optional highlighted "Note:" box (SPEC §2 Wills and Estates FAQ). */
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

/**
 * A government or market figure that can change (PRODUCT.md §Content). `value` is what is true
 * as of `asOf`; when SPEC's figure has since changed, `previous` keeps it with the date it changed.
 */
export interface DatedFigure {
  /** As shown, e.g. "$60,000". */
  value: string;
  /** ISO date the value was last checked against the source. */
  asOf: string;
  /** The official source (URL). */
  source: string;
  previous?: {
    /** SPEC's earlier figure, e.g. "$35,000". */
    value: string;
    /** When it changed, in words, e.g. "April 2024". */
    changed: string;
  };
}
