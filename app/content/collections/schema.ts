/**
 * The frontmatter of each content collection, checked with Zod when the site is built
 * (docs/EDITING.md#frontmatter). Every field an editor can write is here, with the rule a
 * person can read in the error message when a value does not fit.
 */
import { z } from "zod";

/** The collections, each a folder of Markdown/MDX files under app/content/. */
export const collectionKinds = ["blog", "guides", "legal", "faqs"] as const;
export type CollectionKind = (typeof collectionKinds)[number];

/** The practice areas an article, guide or FAQ set belongs to, with how pages name them. */
export const practiceAreas = {
  "real-estate": "Real estate",
  immigration: "Immigration",
  "wills-estates": "Wills and estates",
  "family-law": "Family law",
  notary: "Notary services",
} as const;
export type PracticeArea = keyof typeof practiceAreas;

const areaIds = Object.keys(practiceAreas) as [PracticeArea, ...PracticeArea[]];

const isoDate = z
  .string({ error: "must be a date written as YYYY-MM-DD, for example 2026-03-17" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: "must be a date written as YYYY-MM-DD, for example 2026-03-17",
  })
  .refine(
    (s) => {
      const [y, m, d] = s.split("-").map(Number);
      const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
      return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
    },
    { error: "is not a real calendar date" },
  );

const text = (min: number, max: number, what: string) =>
  z
    .string({ error: `must be text (${what})` })
    .trim()
    .min(min, { error: `is too short: write at least ${min} characters (${what})` })
    .max(max, { error: `is too long: keep it under ${max} characters (${what})` });

const slugLike = z
  .string({ error: "must be a short id in lower case, words joined by hyphens" })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: "must be lower case letters and digits, words joined by hyphens (like-this)",
  });

/** When the content was last checked against the law: a date, or the id of a review entry in the facts register. */
const reviewed = z.union([isoDate, slugLike], {
  error: "must be a date (YYYY-MM-DD) or the id of a review entry in app/content/facts",
});

const area = z.enum(areaIds, {
  error: `must be one of: ${areaIds.join(", ")}`,
});

/** A reading-time label with {minutes} where the computed number goes ("{minutes} minute read"). */
const readingLabel = z
  .string({ error: 'must be text with {minutes} in it, like "{minutes} minute read"' })
  .refine((s) => s.includes("{minutes}"), {
    error: "must contain {minutes}: the reading time is worked out from the text, never typed",
  })
  .refine((s) => !/\d/.test(s.replace(/\{[a-z-]+\}/g, "")), {
    error:
      "must not contain a number: use {minutes} (and {updated-year} or {reviewed-month}) instead",
  });

const common = {
  title: text(3, 70, "the document title, shown in search results and browser tabs"),
  heading: text(3, 120, "the page's main heading").optional(),
  description: text(50, 170, "the meta description: one or two plain sentences"),
  draft: z.boolean({ error: "must be true or false" }).default(false),
  order: z.number({ error: "must be a number" }).int().optional(),
};

export const blogFrontmatter = z.strictObject(
  {
    ...common,
    summary: text(80, 400, "the summary shown on the blog index"),
    published: isoDate,
    updated: isoDate.optional(),
    reviewed,
    author: z.string({ error: "must be the key of a lawyer in app/content/firm.ts" }),
    area,
    readingLabel: readingLabel.default("{minutes} min read"),
    heroLabel: readingLabel.optional(),
  },
  { error: (issue) => unknownField(issue) },
);

const guideCommon = {
  ...common,
  intro: text(40, 600, "the introduction under the page heading"),
  area,
  emailSubject: text(3, 80, "the subject of e-mails sent from the page's contact buttons"),
  closingCosts: z
    .boolean({ error: "must be true or false" })
    .default(false)
    .describe("true shows the link to the closing-cost estimator before the sources"),
  published: isoDate.optional(),
  updated: isoDate.optional(),
  reviewed: reviewed.optional(),
};

export const processGuideFrontmatter = z.strictObject(
  {
    ...guideCommon,
    type: z.literal("process-guide", { error: 'must be "process-guide" or "checklist"' }),
    checklist: slugLike.describe("the slug of the matching checklist"),
    resources: z
      .array(z.string(), { error: "must be a list of websites from app/content/resources.ts" })
      .default([]),
  },
  { error: (issue) => unknownField(issue) },
);

export const checklistFrontmatter = z.strictObject(
  {
    ...guideCommon,
    type: z.literal("checklist", { error: 'must be "process-guide" or "checklist"' }),
    guide: slugLike.describe("the slug of the matching step-by-step guide"),
    storageKey: z.string().regex(/^checklist:[a-z-]+:v\d+$/, {
      error:
        'must look like "checklist:buyer:v1". Visitors\' ticks are saved under it: never change it once published',
    }),
  },
  { error: (issue) => unknownField(issue) },
);

export const legalFrontmatter = z.strictObject(
  {
    ...common,
    effective: isoDate,
    reviewed,
    /** A closing band inviting a consultation, with its heading and e-mail subject. */
    callToAction: z
      .strictObject({
        heading: text(3, 80, "the heading of the closing band"),
        emailSubject: text(3, 80, "the subject of e-mails sent from its button"),
      })
      .optional(),
  },
  { error: (issue) => unknownField(issue) },
);

const linkStyles = ["back", "plain", "primary"] as const;

export const faqPageFrontmatter = z.strictObject(
  {
    ...common,
    intro: text(40, 600, "the introduction under the page heading"),
    area,
    emailSubject: text(3, 80, "the subject of e-mails sent from the page's contact buttons"),
    links: z
      .array(
        z.strictObject({
          label: text(2, 60, "the button's text"),
          to: z.string().startsWith("/", { error: "must be a page of this site, starting with /" }),
          style: z
            .enum(linkStyles, { error: `must be one of: ${linkStyles.join(", ")}` })
            .default("plain"),
        }),
      )
      .default([]),
    reviewed: reviewed.optional(),
  },
  { error: (issue) => unknownField(issue) },
);

/** An FAQ set shown inside another page (a service page), not on a page of its own. */
export const embeddedFaqFrontmatter = z.strictObject(
  {
    title: text(3, 80, "the heading of the questions on that page"),
    page: z
      .string()
      .startsWith("/", { error: "must be the page the questions appear on, starting with /" }),
    section: slugLike.describe("the id of the section on that page"),
    area,
    draft: z.boolean().default(false),
    order: z.number().int().optional(),
  },
  { error: (issue) => unknownField(issue) },
);

export type BlogFrontmatter = z.infer<typeof blogFrontmatter>;
export type ProcessGuideFrontmatter = z.infer<typeof processGuideFrontmatter>;
export type ChecklistFrontmatter = z.infer<typeof checklistFrontmatter>;
export type LegalFrontmatter = z.infer<typeof legalFrontmatter>;
export type FaqPageFrontmatter = z.infer<typeof faqPageFrontmatter>;
export type EmbeddedFaqFrontmatter = z.infer<typeof embeddedFaqFrontmatter>;
export type FaqLinkStyle = (typeof linkStyles)[number];

/** The schema for a file's frontmatter, chosen by its collection (and `type` or `page`). */
export function frontmatterSchema(kind: CollectionKind, data: Record<string, unknown>) {
  switch (kind) {
    case "blog":
      return blogFrontmatter;
    case "guides":
      return data.type === "checklist" ? checklistFrontmatter : processGuideFrontmatter;
    case "legal":
      return legalFrontmatter;
    case "faqs":
      return "page" in data ? embeddedFaqFrontmatter : faqPageFrontmatter;
  }
}

function unknownField(issue: { code?: string; keys?: string[] }): string | undefined {
  if (issue.code === "unrecognized_keys" && issue.keys) {
    return `has a field this kind of page does not use: ${issue.keys.join(", ")}`;
  }
  return undefined;
}
