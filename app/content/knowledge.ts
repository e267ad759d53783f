/** The cards of the Knowledge Centre hubs (docs/PRODUCT-RULES.md#content-and-compliance): which page, its icon, and what it holds. */
import type { IconName } from "~/components/ui/icon";
import { familyLawFaq, immigrationFaq, notaryServicesFaq, willsEstatesFaq } from "./faqs";
import { buyerChecklist } from "./guides/buyer-checklist";
import { purchaseProcessGuide } from "./guides/purchase-process";
import { sellerChecklist } from "./guides/seller-checklist";
import { sellingProcessGuide } from "./guides/selling-process";
import { resourceCategories } from "./resources";

export interface KnowledgeCard {
  path: string;
  icon: IconName;
  /** What is inside, e.g. "11 questions". */
  contents: string;
}

const itemCount = (c: { phases: readonly { items: readonly unknown[] }[] }) =>
  c.phases.reduce((n, p) => n + p.items.length, 0);

/** Knowledge Centre hub: six cards. */
export const knowledgeHubCards: readonly KnowledgeCard[] = [
  { path: "/knowledge/real-estate", icon: "home", contents: "2 guides and 2 checklists" },
  {
    path: "/knowledge/immigration",
    icon: "globe",
    contents: `${immigrationFaq.items.length} questions`,
  },
  {
    path: "/knowledge/family-law",
    icon: "family",
    contents: `${familyLawFaq.items.length} questions`,
  },
  {
    path: "/knowledge/wills-estates",
    icon: "scroll",
    contents: `${willsEstatesFaq.items.length} questions`,
  },
  {
    path: "/knowledge/notary-services",
    icon: "stamp",
    contents: `${notaryServicesFaq.items.length} questions`,
  },
  {
    path: "/knowledge/external-resources",
    icon: "external",
    contents: `${resourceCategories.reduce((n, c) => n + c.resources.length, 0)} official websites`,
  },
];

/** Real Estate Knowledge Centre: four cards. */
export const realEstateHubCards: readonly KnowledgeCard[] = [
  {
    path: purchaseProcessGuide.path,
    icon: "document",
    contents: `${purchaseProcessGuide.steps.length} steps and a timeline`,
  },
  {
    path: sellingProcessGuide.path,
    icon: "document",
    contents: `${sellingProcessGuide.steps.length} steps and tax considerations`,
  },
  {
    path: buyerChecklist.path,
    icon: "check",
    contents: `${itemCount(buyerChecklist)} tasks in ${buyerChecklist.phases.length} phases`,
  },
  {
    path: sellerChecklist.path,
    icon: "check",
    contents: `${itemCount(sellerChecklist)} tasks in ${sellerChecklist.phases.length} phases`,
  },
];
