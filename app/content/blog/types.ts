import type { IconName } from "~/components/ui/icon";
import type { FactId } from "~/content/facts";

/**
 * Inline rich text for article and legal prose: plain strings, or a link segment. Kept as data
 * (not JSX) so tests can read every word and every link.
 */
export type Inline = string | { text: string; href: string };
export type RichText = string | readonly Inline[];

/** Blog post summary, plus what the cards and Article structured data need. */
export interface BlogPost {
  id: string;
  /** Path in the route table; the title and description come from there too. */
  path: string;
  title: string;
  summary: string;
  /** Reading time in minutes (rounded), shown as the published label and as ISO 8601 in JSON-LD. */
  readingMinutes: number;
  /** The reading-time label exactly as shown, e.g. "15 minute read" (docs/PRODUCT-RULES.md#content-and-compliance). */
  readingLabel: string;
  /** The label shown in the article's hero (docs/PRODUCT-RULES.md#content-and-compliance). */
  heroLabel: string;
  /** ISO dates. `dateModified` is the `checked` date of the article's review in the facts register. */
  datePublished: string;
  dateModified: string;
  /** The register entry for the article's last review: its "law as of" date (docs/FACTS.md). */
  reviewed: FactId;
  topic: string;
}

/** One entry of an article's table of contents: the id of the section it lands on. */
export interface TocEntry {
  id: string;
  label: string;
}

/** Article step: number, title, icon, description, details, tips (three action items). */
export interface ArticleStep {
  number: number;
  id: string;
  title: string;
  /** A short label for the table of contents. */
  tocLabel: string;
  icon: IconName;
  description: string;
  details: readonly string[];
  tips: readonly [string, string, string];
}

/** Strategy item. */
export interface StrategyItem {
  title: string;
  description: string;
  icon: IconName;
}

/** Reason. */
export interface Reason {
  id: string;
  title: string;
  description: string;
}

export const riskImpacts = ["High", "Medium"] as const;
export type RiskImpact = (typeof riskImpacts)[number];

/** Risk factor. */
export interface RiskFactor {
  factor: string;
  impact: RiskImpact;
  description: string;
}

export const solutionUrgencies = ["Immediate", "High", "Medium", "Variable"] as const;
export type SolutionUrgency = (typeof solutionUrgencies)[number];

/** Solution: requirements[], pros[] (advantages) and cons[] (considerations). */
export interface Solution {
  number: number;
  id: string;
  title: string;
  urgency: SolutionUrgency;
  timeline: string;
  description: string;
  details: readonly string[];
  requirements: readonly string[];
  pros: readonly string[];
  cons: readonly string[];
}

export interface ActionStep {
  title: string;
  description: string;
  icon: IconName;
}

export interface SuccessStory {
  id: string;
  title: string;
  client: string;
  situation: string;
  outcome: string;
  solutionId: string;
}
