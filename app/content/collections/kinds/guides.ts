/**
 * A guide (app/content/guides): a step-by-step guide's numbered <Steps>, its <Timeline> and its
 * bands of <Cards>; a checklist's <Phase>s of <Task>s, read out as data for the tickable list.
 */
import type { Root, RootContent } from "mdast";
import type { CollectionContext, ExtractedTask } from "../context.ts";
import { report, reportFile } from "../context.ts";
import {
  type ChecklistEntry,
  type EntryInput,
  entryPath,
  type GuideEntryBase,
  type ProcessGuideEntry,
} from "../entries.ts";
import { didYouMean } from "../errors.ts";
import { elementId } from "../ids.ts";
import { isElement, type Jsx, jsx, setAttr, stringProp } from "../mdx-nodes.ts";
import type { ChecklistFrontmatter, ProcessGuideFrontmatter } from "../schema.ts";
import { plainTextOf } from "../text.ts";

export function remarkGuide(ctx: CollectionContext) {
  return (tree: Root) => {
    const { result } = ctx;
    for (const n of tree.children) {
      if (isElement(n, "Phase")) phase(ctx, n);
      if (isElement(n, "Steps")) steps(ctx, n);
      if (isElement(n, "Timeline")) result.hasTimeline = true;
      if (isElement(n, "Cards"))
        result.bands.push({
          id: elementId(ctx, n) ?? "",
          eyebrow: stringProp(n, "eyebrow") ?? "",
          title: stringProp(n, "title") ?? "",
        });
    }
    if (ctx.guideType === "checklist" && result.phases.length === 0)
      reportFile(
        ctx,
        "A checklist needs at least one <Phase> with <Task>s.",
        '<Phase id="prepare" title="…" summary="…"> with <Task id="…" text="…" /> inside.',
      );
    if (ctx.guideType === "process-guide" && result.steps.length === 0)
      reportFile(
        ctx,
        "A step-by-step guide needs <Steps> with at least one <Step>.",
        '<Steps><Step id="…" title="…" summary="…">…</Step></Steps>',
      );
    tree.children = [jsx("Slot", { name: "body" }, tree.children as RootContent[])];
  };
}

/** A checklist's phase and its tasks, as the tickable list reads them. */
function phase(ctx: CollectionContext, node: Jsx) {
  const id = elementId(ctx, node) ?? "";
  const items: ExtractedTask[] = [];
  for (const c of node.children) {
    if (!isElement(c, "Task")) {
      if (c.type !== "mdxFlowExpression")
        report(
          ctx,
          c,
          "A <Phase> holds only <Task> elements.",
          "Move other text out of the <Phase>.",
        );
      continue;
    }
    const taskId = stringProp(c, "id") ?? "";
    if (items.some((i) => i.id === taskId))
      report(
        ctx,
        c,
        `Two tasks in this phase have the id "${taskId}".`,
        "Give each task its own id: visitors' ticks are saved under it.",
      );
    const detail = plainTextOf(c.children, ctx.vocabulary);
    items.push({ id: taskId, text: stringProp(c, "text") ?? "", ...(detail ? { detail } : {}) });
  }
  ctx.result.phases.push({
    id,
    title: stringProp(node, "title") ?? "",
    summary: stringProp(node, "summary") ?? "",
    items,
  });
}

/** A guide's steps, numbered. */
function steps(ctx: CollectionContext, node: Jsx) {
  let i = 0;
  for (const c of node.children) {
    if (isElement(c, "Step")) {
      i++;
      const id = elementId(ctx, c) ?? "";
      setAttr(c, "number", String(i));
      ctx.result.steps.push({ id, title: stringProp(c, "title") ?? "" });
    } else if (c.type !== "mdxFlowExpression")
      report(ctx, c, "<Steps> holds only <Step> elements.", "Move other text out of <Steps>.");
  }
}

/** A guide's entry: a checklist's phases, or a step-by-step guide's steps, bands and resources. */
export function guideEntry(input: EntryInput): ChecklistEntry | ProcessGuideEntry {
  return input.data.type === "checklist" ? checklistEntry(input) : processGuideEntry(input);
}

function checklistEntry({ base, slug, data, result }: EntryInput): ChecklistEntry {
  const fm = data as unknown as ChecklistFrontmatter;
  return {
    ...base,
    ...guideFields(slug, fm),
    type: "checklist",
    guidePath: entryPath("guides", fm.guide, fm)!,
    storageKey: fm.storageKey,
    phases: result.phases,
  };
}

function processGuideEntry({
  base,
  slug,
  file,
  data,
  result,
  vocabulary: vocab,
  lineOf,
  problems,
}: EntryInput): ProcessGuideEntry {
  const fm = data as unknown as ProcessGuideFrontmatter;
  for (const website of fm.resources)
    if (!vocab.resourceWebsites.has(website))
      problems.push({
        file,
        line: lineOf("resources"),
        message: `"${website}" is not one of the external resources.`,
        fix: `Use the website of a resource in app/content/resources.ts, written without https://.${didYouMean(website, vocab.resourceWebsites)}`,
      });
  return {
    ...base,
    ...guideFields(slug, fm),
    type: "process-guide",
    checklistPath: entryPath("guides", fm.checklist, fm)!,
    resources: fm.resources,
    steps: result.steps,
    hasTimeline: result.hasTimeline,
    bands: result.bands,
  };
}

/** The fields every guide and checklist entry takes from its frontmatter. */
function guideFields(
  slug: string,
  fm: ChecklistFrontmatter | ProcessGuideFrontmatter,
): Pick<GuideEntryBase, "kind" | "path" | "intro" | "area" | "emailSubject" | "closingCosts"> {
  return {
    kind: "guides",
    path: entryPath("guides", slug, fm)!,
    intro: fm.intro,
    area: fm.area,
    emailSubject: fm.emailSubject,
    closingCosts: fm.closingCosts,
  };
}
