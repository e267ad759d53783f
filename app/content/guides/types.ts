/** Shapes of the real estate guides and checklists (docs/PRODUCT-RULES.md#content-and-compliance). */
import type { ExternalResource } from "../resources";

export interface GuideStep {
  /** Stable anchor, kebab-case. */
  id: string;
  title: string;
  summary: string;
  details: readonly string[];
  /** Short practical pointers shown as a list. */
  tips?: readonly string[];
}

export interface InfoCard {
  title: string;
  text: string;
}

export interface GuideSection {
  id: string;
  eyebrow: string;
  heading: string;
  intro?: string;
  cards: readonly InfoCard[];
}

export interface ProcessGuide {
  path: string;
  /** Hero introduction. */
  intro: string;
  steps: readonly GuideStep[];
  /** Expected timeline, in order. */
  timeline: { heading: string; intro: string; stages: readonly InfoCard[] };
  /** Tax considerations, market timelines and the like. */
  sections: readonly GuideSection[];
  resources: readonly ExternalResource[];
  /** The companion checklist. */
  checklistPath: string;
}

export interface ChecklistItem {
  /** Stable id, unique within its checklist: ticks are stored against it. */
  id: string;
  text: string;
  detail?: string;
}

export interface ChecklistPhase {
  id: string;
  title: string;
  summary: string;
  items: readonly ChecklistItem[];
}

export interface Checklist {
  /** LocalStorage key for the ticks; never rename once shipped. */
  storageKey: string;
  path: string;
  intro: string;
  phases: readonly ChecklistPhase[];
  sections: readonly GuideSection[];
  reminders: readonly string[];
  /** The companion step-by-step guide. */
  guidePath: string;
}
