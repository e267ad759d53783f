/**
 * The collection loader on fixture files, good and bad: each mistake an editor can make stops the
 * build with the file, the line and what to change (docs/EDITING.md#when-the-build-stops).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { BlogEntry } from "./entries";
import { ContentError } from "./errors";
import { type LoadedCollections, loadCollections } from "./load";
import { createVocabulary } from "./vocabulary";

const vocabulary = createVocabulary();
const root = mkdtempSync(path.join(tmpdir(), "content-fixtures-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let counter = 0;
/** A content folder holding these files ({ "blog/x.mdx": "…" }). */
function folder(files: Record<string, string>): string {
  const dir = path.join(root, `case-${++counter}`);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const article = (fields: Record<string, string>, body: string) => {
  const frontmatter = {
    title: "Closing day in Ontario, step by step",
    description:
      "What happens on the day a home purchase closes in Ontario, and what buyers need to have ready.",
    summary:
      "Closing day is mostly paperwork between lawyers, but a buyer has a few things to do. What happens, in order, and what to have ready so the keys arrive on time.",
    published: "2026-03-02",
    reviewed: "2026-03-02",
    author: "principal",
    area: "real-estate",
    ...fields,
  };
  return `---\n${Object.entries(frontmatter)
    .filter(([, v]) => v !== "")
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join("\n")}\n---\n\n${body}\n`;
};

const load = (...dirs: string[]) => loadCollections({ root, vocabulary, contentDirs: dirs });

/** The ContentError a load throws, with its message. */
async function failure(...dirs: string[]): Promise<ContentError> {
  try {
    await load(...dirs);
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error("The content loaded without a problem");
}

describe("a good article", () => {
  let loaded: LoadedCollections;
  const dir = folder({
    "blog/closing-day.mdx": article(
      {},
      [
        "Most of closing day happens between the two lawyers.",
        "",
        "## Before the day {#before}",
        "",
        'First-time buyers may withdraw up to <Fact id="home-buyers-plan-limit" /> under the Home Buyers\' Plan. Call <Phone /> or write to <Email subject="Closing day" />.',
        "",
        "## On the day",
        "",
        "Your lawyer registers the transfer. See [our fees](/fees/real-estate) and [the steps above](#before).",
      ].join("\n"),
    ),
  });

  it("loads, with its page, table of contents, reading time and the facts it quotes", async () => {
    loaded = await load(dir);
    const [entry] = loaded.entries as BlogEntry[];
    expect(entry?.path).toBe("/blog/closing-day");
    expect(entry?.toc).toEqual([
      { id: "before", label: "Before the day" },
      { id: "on-the-day", label: "On the day" },
    ]);
    expect(entry?.readingMinutes).toBe(1);
    expect(entry?.readingLabel).toBe("1 min read");
    expect(entry?.facts).toEqual(["home-buyers-plan-limit"]);
    expect(entry?.author.name).toBeTruthy();
    expect(loaded.code.get("blog/closing-day")).toContain("MDXContent");
  });
});

describe("the fixture article of the build test (tests/e2e/content-at-scale.test.ts)", () => {
  it("loads alongside the site's own content, with its table of contents", async () => {
    const fixtures = path.resolve(import.meta.dirname, "../../../tests/fixtures/content");
    const loaded = await loadCollections({
      root: path.resolve(import.meta.dirname, "../../.."),
      vocabulary,
      contentDirs: [path.resolve(import.meta.dirname, ".."), fixtures],
    });
    const entry = loaded.entries.find((e) => e.key === "blog/keys-and-meter-readings");
    expect(entry?.toc.map((t) => t.id)).toEqual([
      "why-keys-come-last",
      "final-meter-readings",
      "talk-to-us",
    ]);
  });
});

describe("mistakes stop the build, naming the file, the line and what to change", () => {
  it("a frontmatter field with a bad value, and one missing", async () => {
    const dir = folder({
      "blog/bad-date.mdx": article({ published: "2026-13-45", description: "" }, "Text."),
    });
    const error = await failure(dir);
    // The frontmatter starts on line 2 of the file; "published" is its third field here.
    expect(error.message).toContain(`case-${counter}/blog/bad-date.mdx:4`);
    expect(error.message).toMatch(/"published" is not a real calendar date/);
    expect(error.message).toMatch(/"description" is missing/);
    expect(error.message).toContain("What to change:");
    expect(error.problems).toHaveLength(2);
  });

  it("a misspelled frontmatter field", async () => {
    const dir = folder({ "blog/typo.mdx": article({ athor: "principal" }, "Text.") });
    const error = await failure(dir);
    expect(error.message).toContain("blog/typo.mdx:9");
    expect(error.message).toMatch(/a field this kind of page does not use: "athor"/);
  });

  it("frontmatter that is not valid YAML", async () => {
    const dir = folder({
      "legal/broken.mdx": "---\ntitle: Terms: for everyone\n---\n\n## A section\n\nText.\n",
    });
    const error = await failure(dir);
    expect(error.message).toContain("legal/broken.mdx:2");
    expect(error.message).toMatch(/not valid YAML/);
  });

  it("an unknown fact id, with the likely one", async () => {
    const dir = folder({
      "blog/unknown-fact.mdx": article({}, 'Up to <Fact id="home-buyer-plan-limit" /> each.'),
    });
    const error = await failure(dir);
    expect(error.message).toContain("blog/unknown-fact.mdx:11:7");
    expect(error.message).toContain('There is no fact with id "home-buyer-plan-limit"');
    expect(error.message).toContain('Did you mean "home-buyers-plan-limit"?');
  });

  it("an earlier value a fact does not have", async () => {
    const dir = folder({
      "blog/earlier.mdx": article({}, 'Once <Fact id="home-buyers-plan-limit" earlier={3} />.'),
    });
    const error = await failure(dir);
    expect(error.message).toContain("blog/earlier.mdx:11");
    expect(error.message).toMatch(/has 1 earlier value, so index 3 does not exist/);
  });

  it("an unknown fee id", async () => {
    const dir = folder({
      "blog/unknown-fee.mdx": article({}, 'Our fee is <Fee id="uncontested-divorse" />.'),
    });
    const error = await failure(dir);
    expect(error.message).toContain("blog/unknown-fee.mdx:11:12");
    expect(error.message).toContain('There is no fee with id "uncontested-divorse"');
    expect(error.message).toContain('Did you mean "uncontested-divorce"?');
  });

  it("a broken internal link, and a link to a place the page does not have", async () => {
    const dir = folder({
      "blog/broken-link.mdx": article(
        {},
        "Read [the other article](/blog/no-such-article).\n\nSee [below](#nowhere).",
      ),
    });
    const error = await failure(dir);
    expect(error.message).toContain("blog/broken-link.mdx:11:6");
    expect(error.message).toContain(
      "The link /blog/no-such-article points at a page that does not exist",
    );
    expect(error.message).toContain("blog/broken-link.mdx:13");
    expect(error.message).toContain("The link #nowhere points at no place in this page");
  });

  it("a link to a file instead of a page, and an outside address written out", async () => {
    const dir = folder({
      "blog/file-link.mdx": article(
        {},
        "See [the guide](./purchase-process.mdx) and [WCAG](https://www.w3.org/TR/WCAG22/).",
      ),
    });
    const error = await failure(dir);
    expect(error.message).toContain(
      "Link to the page's address (like /blog/my-article), not to its file.",
    );
    expect(error.message).toContain("Write it as outside:wcag-2-2");
  });

  it("two files with the same name (the same page)", async () => {
    const a = folder({ "blog/same-page.mdx": article({}, "One.") });
    const b = folder({ "blog/same-page.md": article({}, "Two.") });
    const error = await failure(a, b);
    expect(error.message).toContain(`case-${counter}/blog/same-page.md`);
    expect(error.message).toMatch(/have the same name, so they would be the same page/);
    expect(error.message).toContain(`case-${counter - 1}/blog/same-page.mdx`);
  });

  it("a file whose page is already a page of the site", async () => {
    const dir = folder({
      "legal/contact.mdx":
        "---\ntitle: Contact\ndescription: A page that would take the address of the contact page, which is not allowed.\neffective: 2026-01-01\nreviewed: 2026-01-01\n---\n\n## One\n\nText.\n",
    });
    const error = await failure(dir);
    expect(error.message).toContain("legal/contact.mdx");
    expect(error.message).toContain("is already a page of the site");
  });

  it("a component that does not exist, and a prop it does not take", async () => {
    const dir = folder({
      "blog/components.mdx": article(
        {},
        '<Sectoin title="Oops">\n\nText.\n\n</Sectoin>\n\n<Section title="Fine" colour="blue">\n\nText.\n\n</Section>',
      ),
    });
    const error = await failure(dir);
    expect(error.message).toContain("blog/components.mdx:11:1");
    expect(error.message).toContain("There is no component called <Sectoin>.");
    expect(error.message).toContain('Did you mean "Section"?');
    expect(error.message).toContain("blog/components.mdx:17:1");
    expect(error.message).toContain('<Section> has no prop "colour"');
  });

  it("text that is not valid MDX", async () => {
    const dir = folder({ "blog/unclosed.mdx": article({}, "<Note>\n\nNever closed.") });
    const error = await failure(dir);
    expect(error.message).toContain("blog/unclosed.mdx");
    expect(error.message).toMatch(/cannot be read as Markdown\/MDX/);
  });

  it("a register figure typed into the text", async () => {
    const dir = folder({
      "blog/typed.mdx": article({}, "You can withdraw up to $60,000 from your RRSP."),
    });
    const error = await failure(dir);
    expect(error.message).toContain("blog/typed.mdx:11:1");
    expect(error.message).toContain('"$60,000" is typed into the text');
    expect(error.message).toContain('<Fact id="home-buyers-plan-limit" />');
  });

  it("code in a content file", async () => {
    const dir = folder({
      "blog/code.mdx": article({}, 'import x from "y";\n\nThe answer is {1 + 1}.'),
    });
    const error = await failure(dir);
    expect(error.message).toContain("Content files cannot import or export code");
    expect(error.message).toContain("Curly braces {…} run code");
  });

  it("checks the text even when the frontmatter is wrong, so one run shows everything", async () => {
    const dir = folder({
      "blog/both.mdx": article(
        { published: "2026-03-32" },
        'Up to <Fact id="home-buyer-plan-limit" />. See [fees](/fees/real-estate-fees).',
      ),
    });
    const error = await failure(dir);
    expect(error.problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '5: The frontmatter field "published" is not a real calendar date.',
      '11: There is no fact with id "home-buyer-plan-limit" in the facts register.',
      "11: The link /fees/real-estate-fees points at a page that does not exist.",
    ]);
    expect(error.message).toContain('Did you mean "/fees/real-estate"?');
  });

  it("reports every problem of every file in one run", async () => {
    const dir = folder({
      "blog/one.mdx": article({}, '<Fact id="nope" />'),
      "faqs/two.mdx": "---\ntitle: Two\n---\n\n## A question?\n\nAn answer.\n",
    });
    const error = await failure(dir);
    expect(error.message).toMatch(/has \d+ problems/);
    expect(error.message).toContain("blog/one.mdx");
    expect(error.message).toContain("faqs/two.mdx");
  });
});
