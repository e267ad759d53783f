import type { RichText } from "~/content/blog/types";

/** One numbered section of a legal page. Ids are stable anchors. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: readonly RichText[];
  points?: readonly RichText[];
  /** Paragraphs after the list. */
  closing?: readonly RichText[];
}

export interface LegalDocument {
  path: string;
  /** ISO date the document took effect. */
  effective: string;
  /** As shown, e.g. "June 1, 2025" (SPEC §9). */
  effectiveLabel: string;
  /** ISO date of the last review. */
  lastReviewed: string;
  intro: readonly RichText[];
  sections: readonly LegalSection[];
}
