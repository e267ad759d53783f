/**
 * The structured data every page carries, checked as a search engine reads it.
 *
 * Each JSON-LD builder is typed against the schema.org vocabulary (`schema-dts`, generated from
 * schema.org's own definitions) with `satisfies WithContext<Type>`, so an unknown property or a
 * value of the wrong type fails the type check. This test reads what the pages really contain:
 * every block parses, uses schema.org, contains only types whose builders are so checked, and has
 * what Google requires for the rich result of its type.
 */
import { describe, expect, it } from "vitest";
import { firm } from "~/content/firm";
import { siteUrl } from "~/lib/seo/seo";
import { sitePaths } from "~/site-pages.server";
import { baseUrl } from "../support/browser";

type Node = Record<string, unknown>;

/** Every schema.org type the site emits; each comes from a builder typed with schema-dts. */
const knownTypes = new Set([
  "LegalService",
  "Person",
  "Organization",
  "CollegeOrUniversity",
  "EducationalOccupationalCredential",
  "OpeningHoursSpecification",
  "PostalAddress",
  "OfferCatalog",
  "Offer",
  "Service",
  "PriceSpecification",
  "BreadcrumbList",
  "ListItem",
  "FAQPage",
  "Question",
  "Answer",
  "Article",
  "ImageObject",
  "Blog",
  "BlogPosting",
]);

async function blocksOf(path: string): Promise<Node[]> {
  const html = await (await fetch(baseUrl() + path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "") as Node,
  );
}

/** Every object inside a block, the block included. */
function nodesOf(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  if (value && typeof value === "object") {
    return [value as Node, ...Object.values(value).flatMap(nodesOf)];
  }
  return [];
}

const str = (v: unknown) => typeof v === "string" && v.trim().length > 0;
const isoDate = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;

/** What each type needs to be valid for Google's rich results (and sensible for schema.org). */
const required: Record<string, (n: Node) => string[]> = {
  BreadcrumbList: (n) => {
    const items = n.itemListElement as Node[];
    const problems: string[] = [];
    if (!Array.isArray(items) || items.length < 2) problems.push("needs at least two items");
    // The trail starts where the visible one does: "Home", at the site's root.
    if (items?.[0]?.name !== "Home" || items[0].item !== `${siteUrl}/`)
      problems.push(`first item ${JSON.stringify(items?.[0])}, not Home at ${siteUrl}/`);
    items?.forEach((item, i) => {
      if (item.position !== i + 1) problems.push(`item ${i} position ${String(item.position)}`);
      if (!str(item.name)) problems.push(`item ${i} has no name`);
      if (!str(item.item)) problems.push(`item ${i} has no URL`);
    });
    return problems;
  },
  FAQPage: (n) => {
    const questions = n.mainEntity as Node[];
    if (!Array.isArray(questions) || questions.length === 0) return ["no questions"];
    // Google's FAQPage rich result: every Question has a name and an acceptedAnswer (an Answer
    // with text), the FAQ hub's too.
    return questions.flatMap((q, i) =>
      q["@type"] === "Question" &&
      str(q.name) &&
      (q.acceptedAnswer as Node)?.["@type"] === "Answer" &&
      str((q.acceptedAnswer as Node)?.text)
        ? []
        : [`question ${i} needs a name and an accepted answer with text`],
    );
  },
  Article: (n) => [
    ...(str(n.headline) && (n.headline as string).length <= 110 ? [] : ["headline (≤ 110)"]),
    ...(isoDate.test(String(n.datePublished)) ? [] : ["datePublished"]),
    ...(isoDate.test(String(n.dateModified)) ? [] : ["dateModified"]),
    ...(str((n.author as Node)?.name) ? [] : ["author.name"]),
    ...(str(n.image) ? [] : ["image"]),
  ],
  BlogPosting: (n) => [
    ...(str(n.headline) ? [] : ["headline"]),
    ...(isoDate.test(String(n.datePublished)) ? [] : ["datePublished"]),
  ],
  LegalService: (n) =>
    // A reference (name and @id) elsewhere; the full business on the pages that describe it.
    n.address
      ? [
          ...(str(n.name) ? [] : ["name"]),
          ...(str(n.telephone) ? [] : ["telephone"]),
          ...(str((n.address as Node).streetAddress) ? [] : ["address.streetAddress"]),
          ...(str((n.address as Node).addressLocality) ? [] : ["address.addressLocality"]),
          ...(str((n.address as Node).postalCode) ? [] : ["address.postalCode"]),
        ]
      : str(n.name)
        ? []
        : ["name"],
  Person: (n) => (str(n.name) ? [] : ["name"]),
  Offer: (n) => (str(n.name) || n.itemOffered ? [] : ["name or itemOffered"]),
  PriceSpecification: (n) => [
    ...(n.priceCurrency === "CAD" ? [] : ["priceCurrency CAD"]),
    ...(typeof (n.price ?? n.minPrice) === "number" ? [] : ["price or minPrice as a Number"]),
  ],
  OpeningHoursSpecification: (n) => [
    ...(/^\d{2}:\d{2}$/.test(String(n.opens)) ? [] : ["opens hh:mm"]),
    ...(/^\d{2}:\d{2}$/.test(String(n.closes)) ? [] : ["closes hh:mm"]),
  ],
};

describe("structured data on every route", () => {
  it("parses, uses schema.org, and has only known types with their required properties", async () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const path of sitePaths) {
      for (const block of await blocksOf(path)) {
        if (block["@context"] !== "https://schema.org")
          problems.push(`${path}: @context ${String(block["@context"])}`);
        for (const node of nodesOf(block)) {
          const type = node["@type"];
          if (type === undefined) continue;
          if (typeof type !== "string" || !knownTypes.has(type)) {
            problems.push(`${path}: unexpected @type ${JSON.stringify(type)}`);
            continue;
          }
          seen.add(type);
          for (const p of required[type]?.(node) ?? []) problems.push(`${path}: ${type} ${p}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Every type the builders produce really appears somewhere: nothing was checked vacuously.
    expect([...seen].sort()).toEqual([...knownTypes].sort());
  });

  it("links only to absolute https URLs of the site (or the firm's own profiles)", async () => {
    const own = new URL(siteUrl).origin;
    const profiles = new Set<string>([
      firm.links.googleBusiness,
      ...firm.links.social.map((s) => s.href),
      ...firm.lawyers.map((l) => l.linkedIn),
    ]);
    const problems: string[] = [];
    for (const path of sitePaths) {
      for (const node of (await blocksOf(path)).flatMap(nodesOf)) {
        for (const key of ["url", "item", "image", "@id", "mainEntityOfPage"]) {
          const v = node[key];
          if (typeof v !== "string") continue;
          const url = new URL(v);
          if (url.protocol !== "https:" || url.origin !== own)
            problems.push(`${path}: ${key} ${v}`);
        }
        for (const v of (node.sameAs as string[] | undefined) ?? []) {
          if (!profiles.has(v)) problems.push(`${path}: sameAs ${v}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("every @id the pages refer to is defined by the page that owns it", async () => {
    const defined = new Map<string, string>();
    const referenced: [string, string][] = [];
    for (const path of sitePaths) {
      for (const node of (await blocksOf(path)).flatMap(nodesOf)) {
        const id = node["@id"];
        if (typeof id !== "string") continue;
        // A full definition has more than a type, an id and a name; a question, its answer.
        const full = Object.keys(node).filter((k) => !["@type", "@id", "name"].includes(k));
        if (full.length > 2 || node.acceptedAnswer) defined.set(id, path);
        else referenced.push([path, id]);
      }
    }
    const dangling = referenced.filter(([, id]) => !defined.has(id));
    expect(dangling).toEqual([]);
  });

  it("marks up each question once, as a FAQPage only on the page that shows its answer; /faq, which shows only links, has none", async () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const path of sitePaths) {
      const html = await (await fetch(baseUrl() + path)).text();
      // What a person can read on the page: its markup without scripts and tags.
      const visible = html
        .replace(/<script[\s\S]*?<\/script>/g, " ")
        .replace(/<[^>]+>/g, " ")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/\s+/g, " ");
      const words = (text: string) => text.replace(/\s+/g, " ").trim();
      for (const block of (await blocksOf(path)).filter((b) => b["@type"] === "FAQPage")) {
        for (const q of block.mainEntity as Node[]) {
          const key = String(q["@id"] ?? q.name);
          const earlier = seen.get(key);
          if (earlier) problems.push(`${key} marked up on ${earlier} and ${path}`);
          seen.set(key, path);
          if (!visible.includes(words(String(q.name))))
            problems.push(`${path}: question not shown: ${String(q.name)}`);
          // The answer's opening words, as the page shows them: letters and digits only, since
          // the page's prose typesets quotes and dashes the plain text keeps straight.
          const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
          const answer = bare(String((q.acceptedAnswer as Node)?.text ?? ""));
          if (!bare(visible).includes(answer.slice(0, 60)))
            problems.push(`${path}: answer not shown for ${String(q.name)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(seen.size).toBeGreaterThan(40);
    expect([...seen.values()]).not.toContain("/faq");
  });
});
