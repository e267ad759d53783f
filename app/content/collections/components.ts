/**
 * The components a content file may use: for each, the props it takes as one Zod schema, and where
 * it may appear. The build check (collections/plugins/remark-components.ts) validates every
 * element with the schema, and the React implementations in app/components/content/ take
 * `ContentProps<"Name">`, the type inferred from the same schema: a prop is declared once. A unit
 * test keeps the two lists of names equal. docs/EDITING.md#components shows each one in use; its
 * table of components and props is made from these schemas (components-doc.ts).
 */
import { z } from "zod";
// Types only: the loader runs in Vite's config, before the app's modules (and "~") can load.
import type { IconName } from "~/components/ui/icon";
import type { CollectionKind } from "./schema";
import type { FirmField } from "./vocabulary";

/** What a prop holds, which decides the message an editor reads when it is wrong. */
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

/** The kind of each prop schema below, read by the build check. */
export const propKinds = z.registry<{ kind: PropKind }>();

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const nonBlank = (s: string) => s.trim() !== "";
function ofKind<S extends z.ZodType>(kind: PropKind, schema: S): S {
  propKinds.add(schema, { kind });
  return schema;
}

/** The prop schemas; `.optional()` where the editor may leave the prop out. */
const text = ofKind("text", z.string().refine(nonBlank));
const oneOf = <const V extends readonly [string, ...string[]]>(values: V) =>
  ofKind("text", z.enum(values));
const id = ofKind("id", z.string().regex(ID));
const flag = ofKind("flag", z.literal(true));
const index = ofKind(
  "index",
  z.union([z.literal(true), z.number().int().nonnegative(), z.string().regex(/^\d+$/)]),
);
const factId = ofKind("fact", z.string());
const feeId = ofKind("fee", z.string());
/**
 * A name the vocabulary knows (vocabulary.ts): text here, checked against the live list by the
 * build check, which names the likely one; typed as the list's names for the components.
 */
const known = <T extends string>() => z.custom<T>((v) => typeof v === "string");
const firmField = ofKind("firm", known<FirmField>());
const icon = ofKind("icon", known<IconName>());
const path = ofKind("path", z.string().refine(nonBlank));
const solutionId = ofKind("solution", z.string().refine(nonBlank));

/** The kind of a prop's schema (through `.optional()`). */
export function propKind(schema: z.ZodType): PropKind | undefined {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  return propKinds.get(inner)?.kind;
}

/** The values a prop allows, when it is a fixed list ("High", "Medium"). */
export function propValues(schema: z.ZodType): readonly string[] | undefined {
  const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  return inner instanceof z.ZodEnum && propKind(schema) === "text"
    ? (inner.options as string[])
    : undefined;
}

export interface ComponentRule {
  /** Collections where the component may be used. */
  kinds: readonly CollectionKind[];
  /** The props an editor may write. */
  props: z.ZodObject;
  /** Props the pipeline writes itself (a step's number), which editors never type. */
  added?: z.ZodObject;
  /** Optional props that a collection requires (an article's step needs an icon). */
  requiredIn?: Partial<Record<CollectionKind, readonly string[]>>;
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
const none = z.strictObject({});

export const riskImpacts = ["High", "Medium"] as const;
export const solutionUrgencies = ["Immediate", "High", "Medium", "Variable"] as const;
export type RiskImpact = (typeof riskImpacts)[number];
export type SolutionUrgency = (typeof solutionUrgencies)[number];

const factProps = z.strictObject({
  id: factId,
  earlier: index.optional(),
  changed: index.optional(),
  effective: flag.optional(),
});

/** A titled block of an article, listed in its table of contents (its id made from the title). */
const tocBlockProps = z.strictObject({
  id: id.optional(),
  title: text,
  eyebrow: text.optional(),
  toc: text.optional(),
});
const givenId = z.strictObject({ id: z.string() });

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
    props: z.strictObject({ id: feeId }),
    summary: "one of the firm's fees (app/content/fees)",
  },
  Phone: { kinds: all, inline: true, props: none, summary: "the firm's phone number, as a link" },
  Email: {
    kinds: all,
    inline: true,
    props: z.strictObject({ subject: text.optional() }),
    summary: "the firm's e-mail address, as a link with an optional subject",
  },
  Firm: {
    kinds: all,
    inline: true,
    props: z.strictObject({ field: firmField }),
    summary: "a detail of the firm's identity (app/content/firm.ts)",
  },

  Unrelated: {
    kinds: all,
    inline: true,
    props: none,
    summary:
      "an amount that only happens to equal a figure of the facts register (the build asks for it)",
  },

  // Article blocks.
  Section: {
    kinds: ["blog"],
    topLevel: true,
    props: tocBlockProps,
    added: givenId,
    summary: "a titled section of an article, listed in its table of contents",
  },
  Step: {
    kinds: ["blog", "guides"],
    props: z.strictObject({
      id: id.optional(),
      title: text,
      toc: text.optional(),
      icon: icon.optional(),
      description: text.optional(),
      summary: text.optional(),
    }),
    added: z.strictObject({ id: z.string(), number: z.string(), total: z.string().optional() }),
    requiredIn: { blog: ["icon", "description"], guides: ["summary"] },
    summary: "a numbered step (articles: at the top level; guides: inside <Steps>)",
  },
  ActionItems: {
    kinds: ["blog"],
    parents: ["Step"],
    props: none,
    summary: "the list of action items at the end of an article's step",
  },
  Cards: {
    kinds: ["blog", "guides"],
    props: z.strictObject({
      id: id.optional(),
      eyebrow: text.optional(),
      title: text.optional(),
      intro: text.optional(),
    }),
    summary: "a grid of titled cards",
  },
  Card: {
    kinds: ["blog", "guides"],
    parents: ["Cards", "NumberedCards"],
    props: z.strictObject({ title: text, id: id.optional(), icon: icon.optional() }),
    summary: "one card of <Cards> or <NumberedCards>",
  },
  NumberedCards: {
    kinds: ["blog"],
    props: z.strictObject({ name: id }),
    summary: "an ordered list of numbered cards",
  },
  Strategies: { kinds: ["blog"], props: none, summary: "a grid of strategies with icons" },
  Strategy: {
    kinds: ["blog"],
    parents: ["Strategies"],
    props: z.strictObject({ title: text, icon }),
    summary: "one strategy of <Strategies>",
  },
  Questions: {
    kinds: ["blog"],
    props: none,
    summary: "questions and answers inside an article: each question is a ### heading",
  },
  Note: {
    kinds: all,
    props: z.strictObject({ title: text.optional() }),
    summary: "a highlighted note",
  },
  Risks: { kinds: ["blog"], props: none, summary: "risk factors, each with its impact" },
  Risk: {
    kinds: ["blog"],
    parents: ["Risks"],
    props: z.strictObject({ title: text, impact: oneOf(riskImpacts) }),
    summary: "one risk factor",
  },
  Solutions: { kinds: ["blog"], props: none, summary: "numbered solutions" },
  Solution: {
    kinds: ["blog"],
    parents: ["Solutions"],
    props: z.strictObject({
      id,
      title: text,
      urgency: oneOf(solutionUrgencies),
      timeline: text,
      description: text,
    }),
    added: z.strictObject({ number: z.string() }),
    summary: "one solution, with <Requirements>, <Advantages> and <Considerations>",
  },
  Requirements: { kinds: ["blog"], parents: ["Solution"], props: none, summary: "a list" },
  Advantages: { kinds: ["blog"], parents: ["Solution"], props: none, summary: "a list" },
  Considerations: { kinds: ["blog"], parents: ["Solution"], props: none, summary: "a list" },
  Stories: {
    kinds: ["blog"],
    props: z.strictObject({ note: text.optional() }),
    summary: "client stories, always shown with the past-results note",
  },
  Story: {
    kinds: ["blog"],
    parents: ["Stories"],
    props: z.strictObject({ id, title: text, client: text, solution: solutionId.optional() }),
    summary: "one client story: two paragraphs, the situation and the outcome",
  },
  CallToAction: {
    kinds: ["blog"],
    topLevel: true,
    props: tocBlockProps,
    added: givenId,
    summary: "the closing call to action, with buttons",
  },
  CallButton: {
    kinds: ["blog"],
    parents: ["CallToAction"],
    props: none,
    summary: "a button that calls the firm",
  },
  EmailButton: {
    kinds: ["blog"],
    parents: ["CallToAction"],
    props: z.strictObject({ subject: text }),
    summary: "a button that e-mails the firm with a subject",
  },
  LinkButton: {
    kinds: ["blog"],
    parents: ["CallToAction"],
    props: z.strictObject({ to: path, icon: icon.optional() }),
    summary: "a button to a page of this site",
  },
  Assurances: {
    kinds: ["blog"],
    parents: ["CallToAction"],
    props: none,
    summary: "short promises under a call to action",
  },
  Assurance: {
    kinds: ["blog"],
    parents: ["Assurances"],
    props: z.strictObject({ title: text, icon }),
    summary: "one promise",
  },
  HeroNotice: {
    kinds: ["blog"],
    topLevel: true,
    props: z.strictObject({ title: text }),
    summary: "an urgent notice beside the article's title, with a call button",
  },

  // Guides.
  Steps: {
    kinds: ["guides"],
    guideType: "process-guide",
    topLevel: true,
    props: none,
    summary: "the numbered steps of a guide",
  },
  Tips: { kinds: ["guides"], parents: ["Step"], props: none, summary: "practical pointers" },
  Timeline: {
    kinds: ["guides"],
    guideType: "process-guide",
    topLevel: true,
    props: z.strictObject({ title: text, intro: text.optional() }),
    summary: "the expected timeline, as stages",
  },
  Stage: {
    kinds: ["guides"],
    parents: ["Timeline"],
    props: z.strictObject({ title: text }),
    summary: "one stage of a timeline",
  },
  Phase: {
    kinds: ["guides"],
    guideType: "checklist",
    topLevel: true,
    props: z.strictObject({ id, title: text, summary: text }),
    summary: "a phase of a checklist, holding its <Task>s",
  },
  Task: {
    kinds: ["guides"],
    parents: ["Phase"],
    props: z.strictObject({ id, text }),
    summary: "a task visitors can tick; its content is the optional detail line",
  },
  Reminders: {
    kinds: ["guides"],
    guideType: "checklist",
    topLevel: true,
    props: none,
    summary: "reminders at the end of a checklist",
  },
} as const satisfies Record<string, ComponentRule>;

export type ContentComponentName = keyof typeof componentRules;

type Rules = typeof componentRules;
type Added<N extends ContentComponentName> = Rules[N] extends { added: z.ZodObject }
  ? z.infer<Rules[N]["added"]>
  : unknown;
type RequiredIn<N extends ContentComponentName, K extends CollectionKind> = Rules[N] extends {
  requiredIn: Record<K, readonly (infer P extends string)[]>;
}
  ? P
  : never;

/**
 * The props a component receives: what the editor wrote (checked with the schema) and what the
 * pipeline added. With a collection, the props that collection requires are not optional.
 */
export type ContentProps<
  N extends ContentComponentName,
  K extends CollectionKind = CollectionKind,
> = Omit<z.infer<Rules[N]["props"]>, keyof Added<N> | RequiredIn<N, K>> &
  Added<N> &
  Required<Pick<z.infer<Rules[N]["props"]>, RequiredIn<N, K> & keyof z.infer<Rules[N]["props"]>>>;

/**
 * Elements the pipeline writes itself when it shapes a file (sections of a legal page, questions
 * of an FAQ set, the slots of a page), with the props it gives them. Editors never type these.
 */
export const structuralComponents = {
  Slot: z.strictObject({ name: z.string() }),
  Lead: none,
  LegalSection: z.strictObject({ id: z.string(), title: z.string(), number: z.string() }),
  LegalSections: none,
  FaqQuestions: none,
  FaqQuestion: z.strictObject({ id: z.string(), question: z.string(), number: z.string() }),
  HeadingId: z.strictObject({ id: z.string() }),
} as const;

export type StructuralName = keyof typeof structuralComponents;
export const structuralNames = Object.keys(structuralComponents) as StructuralName[];
export type StructuralProps<N extends StructuralName> = z.infer<(typeof structuralComponents)[N]>;
