/**
 * The cards of the Knowledge Centre hubs, worked out from the content collections when the hubs
 * are prerendered: which pages, their icons and what each holds ("11 questions", "24 tasks in 5
 * phases"). A new FAQ page or guide gets its card without anyone editing the hub.
 */
import type { IconName } from "~/components/ui/icon";
import { pageByPath } from "~/site-map";
import { contentPage } from "~/site-pages.server";
import type { PracticeArea } from "./collections/schema";
import { faqSets, guides } from "./collections.server";
import { resourceCategories } from "./resources";

export interface KnowledgeCard {
  path: string;
  title: string;
  description: string;
  icon: IconName;
  /** What is inside, e.g. "11 questions". */
  contents: string;
  /** The card's call to action. */
  action: string;
}

const areaIcons: Record<PracticeArea, IconName> = {
  "real-estate": "home",
  immigration: "globe",
  "family-law": "family",
  "wills-estates": "scroll",
  notary: "stamp",
};

function card(path: string, icon: IconName, contents: string, action: string): KnowledgeCard {
  const page = contentPage(path) ?? pageByPath(path);
  if (!page) throw new Error(`Knowledge card: ${path} is not in the route table`);
  return { path, title: page.title, description: page.description, icon, contents, action };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The guides and checklists of one area's hub (/knowledge/real-estate). */
export function areaHubCards(area: PracticeArea): KnowledgeCard[] {
  return guides
    .filter((g) => g.area === area)
    .map((g) =>
      g.type === "checklist"
        ? card(
            g.path,
            "check",
            `${plural(
              g.phases.reduce((n, p) => n + p.items.length, 0),
              "task",
              "tasks",
            )} in ${plural(g.phases.length, "phase", "phases")}`,
            "Open the checklist",
          )
        : card(
            g.path,
            "document",
            `${plural(g.steps.length, "step", "steps")} and ${g.bands[0] ? g.bands[0].eyebrow.toLowerCase() : g.hasTimeline ? "a timeline" : "tips"}`,
            "Explore",
          ),
    );
}

/** The Knowledge Centre hub: the real estate hub, every FAQ page, and the external resources. */
export function knowledgeHubCards(): KnowledgeCard[] {
  const realEstate = guides.filter((g) => g.area === "real-estate");
  const guideCount = realEstate.filter((g) => g.type === "process-guide").length;
  const checklistCount = realEstate.length - guideCount;
  return [
    card(
      "/knowledge/real-estate",
      areaIcons["real-estate"],
      `${plural(guideCount, "guide", "guides")} and ${plural(checklistCount, "checklist", "checklists")}`,
      "Explore",
    ),
    ...faqSets.flatMap((f) =>
      f.embedded
        ? []
        : [
            card(
              f.path,
              areaIcons[f.area],
              plural(f.questions.length, "question", "questions"),
              "Read the answers",
            ),
          ],
    ),
    card(
      "/knowledge/external-resources",
      "external",
      `${resourceCategories.reduce((n, c) => n + c.resources.length, 0)} official websites`,
      "Explore",
    ),
  ];
}
