import type { RichText } from "~/content/blog/types";
import type { FactId } from "~/content/facts";

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
  /** As shown, e.g. "June 1, 2025". */
  effectiveLabel: string;
  /** The register entry whose `checked` date is this document's last review (docs/FACTS.md). */
  reviewed: FactId;
  intro: readonly RichText[];
  sections: readonly LegalSection[];
}
