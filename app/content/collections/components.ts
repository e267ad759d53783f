/**
 * The components a content file may use, the props each takes and where it may appear. The
 * collection loader checks every element against these rules when the site is built; the React
 * implementations live in app/components/content/ under the same names (a unit test keeps the two
 * lists equal). docs/EDITING.md#components shows each one in use.
 */
import type { CollectionKind } from "./schema";

export type PropKind =
  /** Text in quotes. */
  | "text"
  /** Present or absent: `<Fact id="x" effective />`. */
  | "flag"
  /** Present (the first one) or a number: `earlier` or `earlier={1}`. */
  | "index"
  /** A short id: lower case words joined by hyphens. */
  | "id"
  | "fact"
  | "fee"
  | "firm"
  | "icon"
  /** A page of this site: "/contact". */
  | "path"
  /** The id of a <Solution> in the same file. */
  | "solution";

export interface PropRule {
  kind: PropKind;
  required?: boolean;
  /** Allowed values, for text props with a fixed list. */
  values?: readonly string[];
}

export interface ComponentRule {
  /** Collections where the component may be used. */
  kinds: readonly CollectionKind[];
  props: Readonly<Record<string, PropRule>>;
  /** Used inside a sentence (true) or as a block of its own. */
  inline?: boolean;
  /** The component it must sit directly inside. */
  parents?: readonly string[];
  /** Only at the top level of the file (not inside another component). */
  topLevel?: boolean;
  /** Guides only: the kind of guide it belongs in. */
  guideType?: "process-guide" | "checklist";
  /** One line for error messages and docs. */
  summary: string;
}

const all = ["blog", "guides", "legal", "faqs"] as const;
const text = { kind: "text" } as const;
const requiredText = { kind: "text", required: true } as const;
const id = { kind: "id" } as const;
const requiredId = { kind: "id", required: true } as const;

export const riskImpacts = ["High", "Medium"] as const;
export const solutionUrgencies = ["Immediate", "High", "Medium", "Variable"] as const;
export type RiskImpact = (typeof riskImpacts)[number];
export type SolutionUrgency = (typeof solutionUrgencies)[number];

const factProps = {
  id: { kind: "fact", required: true },
  earlier: { kind: "index" },
  changed: { kind: "index" },
  effective: { kind: "flag" },
} as const satisfies Record<string, PropRule>;

export const componentRules = {
  // Facts and the firm's identity, inside sentences.
  Fact: {
    kinds: all,
    inline: true,
    props: factProps,
    summary: "a figure or date from the facts register (app/content/facts)",
  },
  Figure: {
    kinds: all,
    inline: true,
    props: factProps,
    summary: "the same as <Fact>",
  },
  Fee: {
    kinds: all,
    inline: true,
    props: { id: { kind: "fee", required: true } },
    summary: "one of the firm's fees (app/content/fees)",
  },
  Phone: { kinds: all, inline: true, props: {}, summary: "the firm's phone number, as a link" },
  Email: {
    kinds: all,
    inline: true,
    props: { subject: text },
    summary: "the firm's e-mail address, as a link with an optional subject",
  },
  Firm: {
    kinds: all,
    inline: true,
    props: { field: { kind: "firm", required: true } },
    summary: "a detail of the firm's identity (app/content/firm.ts)",
  },

  Unrelated: {
    kinds: all,
    inline: true,
    props: {},
    summary:
      "an amount that only happens to equal a figure of the facts register (the build asks for it)",
  },

  // Article blocks.
  Section: {
    kinds: ["blog"],
    topLevel: true,
    props: { id, title: requiredText, eyebrow: text, toc: text },
    summary: "a titled section of an article, listed in its table of contents",
  },
  Step: {
    kinds: ["blog", "guides"],
    props: {
      id,
      title: requiredText,
      toc: text,
      icon: { kind: "icon" },
      description: text,
      summary: text,
    },
    summary: "a numbered step (articles: at the top level; guides: inside <Steps>)",
  },
  ActionItems: {
    kinds: ["blog"],
    parents: ["Step"],
    props: {},
    summary: "the list of action items at the end of an article's step",
  },
  Cards: {
    kinds: ["blog", "guides"],
    props: { id, eyebrow: text, title: text, intro: text },
    summary: "a grid of titled cards",
  },
  Card: {
    kinds: ["blog", "guides"],
    parents: ["Cards", "NumberedCards"],
    props: { title: requiredText, id, icon: { kind: "icon" } },
    summary: "one card of <Cards> or <NumberedCards>",
  },
  NumberedCards: {
    kinds: ["blog"],
    props: { name: requiredId },
    summary: "an ordered list of numbered cards",
  },
  Strategies: { kinds: ["blog"], props: {}, summary: "a grid of strategies with icons" },
  Strategy: {
    kinds: ["blog"],
    parents: ["Strategies"],
    props: { title: requiredText, icon: { kind: "icon", required: true } },
    summary: "one strategy of <Strategies>",
  },
  Questions: {
    kinds: ["blog"],
    props: {},
    summary: "questions and answers inside an article: each question is a ### heading",
  },
  Note: {
    kinds: all,
    props: { title: text },
    summary: "a highlighted note",
  },
  Risks: { kinds: ["blog"], props: {}, summary: "risk factors, each with its impact" },
  Risk: {
    kinds: ["blog"],
    parents: ["Risks"],
    props: { title: requiredText, impact: { kind: "text", required: true, values: riskImpacts } },
    summary: "one risk factor",
  },
  Solutions: { kinds: ["blog"], props: {}, summary: "numbered solutions" },
  Solution: {
    kinds: ["blog"],
    parents: ["Solutions"],
    props: {
      id: requiredId,
      title: requiredText,
      urgency: { kind: "text", required: true, values: solutionUrgencies },
      timeline: requiredText,
      description: requiredText,
    },
    summary: "one solution, with <Requirements>, <Advantages> and <Considerations>",
  },
  Requirements: { kinds: ["blog"], parents: ["Solution"], props: {}, summary: "a list" },
  Advantages: { kinds: ["blog"], parents: ["Solution"], props: {}, summary: "a list" },
  Considerations: { kinds: ["blog"], parents: ["Solution"], props: {}, summary: "a list" },
  Stories: {
    kinds: ["blog"],
    props: { note: text },
    summary: "client stories, always shown with the past-results note",
  },
  Story: {
    kinds: ["blog"],
    parents: ["Stories"],
    props: {
      id: requiredId,
      title: requiredText,
      client: requiredText,
      solution: { kind: "solution" },
    },
    summary: "one client story: two paragraphs, the situation and the outcome",
  },
  CallToAction: {
    kinds: ["blog"],
    topLevel: true,
    props: { id, title: requiredText, eyebrow: text, toc: text },
    summary: "the closing call to action, with buttons",
  },
  CallButton: {
    kinds: ["blog"],
    parents: ["CallToAction"],
    props: {},
    summary: "a button that calls the firm",
  },
  EmailButton: {
    kinds: ["blog"],
    parents: ["CallToAction"],
    props: { subject: requiredText },
    summary: "a button that e-mails the firm with a subject",
  },
  LinkButton: {
    kinds: ["blog"],
    parents: ["CallToAction"],
    props: { to: { kind: "path", required: true }, icon: { kind: "icon" } },
    summary: "a button to a page of this site",
  },
  Assurances: {
    kinds: ["blog"],
    parents: ["CallToAction"],
    props: {},
    summary: "short promises under a call to action",
  },
  Assurance: {
    kinds: ["blog"],
    parents: ["Assurances"],
    props: { title: requiredText, icon: { kind: "icon", required: true } },
    summary: "one promise",
  },
  HeroNotice: {
    kinds: ["blog"],
    topLevel: true,
    props: { title: requiredText },
    summary: "an urgent notice beside the article's title, with a call button",
  },

  // Guides.
  Steps: {
    kinds: ["guides"],
    guideType: "process-guide",
    topLevel: true,
    props: {},
    summary: "the numbered steps of a guide",
  },
  Tips: { kinds: ["guides"], parents: ["Step"], props: {}, summary: "practical pointers" },
  Timeline: {
    kinds: ["guides"],
    guideType: "process-guide",
    topLevel: true,
    props: { title: requiredText, intro: text },
    summary: "the expected timeline, as stages",
  },
  Stage: {
    kinds: ["guides"],
    parents: ["Timeline"],
    props: { title: requiredText },
    summary: "one stage of a timeline",
  },
  Phase: {
    kinds: ["guides"],
    guideType: "checklist",
    topLevel: true,
    props: { id: requiredId, title: requiredText, summary: requiredText },
    summary: "a phase of a checklist, holding its <Task>s",
  },
  Task: {
    kinds: ["guides"],
    parents: ["Phase"],
    props: { id: requiredId, text: requiredText },
    summary: "a task visitors can tick; its content is the optional detail line",
  },
  Reminders: {
    kinds: ["guides"],
    guideType: "checklist",
    topLevel: true,
    props: {},
    summary: "reminders at the end of a checklist",
  },
} as const satisfies Record<string, ComponentRule>;

export type ContentComponentName = keyof typeof componentRules;

/**
 * Elements the loader writes itself when it shapes a file (sections of a legal page, questions
 * of an FAQ set, the slots of a page). Editors never type these.
 */
export const structuralComponents = [
  "Slot",
  "Lead",
  "LegalSection",
  "LegalSections",
  "FaqQuestions",
  "FaqQuestion",
  "HeadingId",
] as const;
