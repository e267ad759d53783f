import type { IconName } from "~/components/ui/icon";

/** One numbered step of a process (docs/PRODUCT-RULES.md#content-and-compliance). */
export interface ProcessStep {
  /** Kebab-case, unique within its process. */
  id: string;
  title: string;
  /** What happens at this step, in one or two sentences. */
  description: string;
  /** Optional detail points shown under the description. */
  points?: readonly string[];
}

/** Reason: title and description. */
export interface Reason {
  title: string;
  description: string;
  icon?: IconName;
}

/** A service we offer within a practice area. */
export interface ServiceItem {
  id: string;
  title: string;
  description: string;
  icon?: IconName;
}

/**
 * A real estate process page (buying, selling, refinancing): the three pages share one layout
 * and differ only in this data (one structure, one component).
 */
export interface ProcessPageContent {
  path: string;
  /** Lead paragraph under the h1. */
  lead: string;
  /** Short "at a glance" facts shown beside the hero. */
  glance: readonly { label: string; value: string }[];
  stepsHeading: string;
  stepsIntro: string;
  steps: readonly ProcessStep[];
  considerationsHeading: string;
  considerations: readonly Reason[];
  /** What the client gives us, as a checklist. */
  youProvide: readonly string[];
  /** LSO conflict rule (docs/PRODUCT-RULES.md#content-and-compliance): one lawyer cannot act for both sides. */
  conflictNote: string;
  /** The e-mail subject for this page's buttons. */
  emailSubject: string;
  /** Where the fees for this work are published. */
  feesPath: string;
  feesText: string;
  /** Buying pages link to the closing-cost estimator too. */
  closingCosts?: true;
}
