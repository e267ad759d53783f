import { expect } from "vitest";
import { DESKTOP, it } from "../support/browser";

/**
 * Search that helps (docs/PRODUCT-RULES.md#search): the words people type find the pages that
 * answer them, each snippet starts at a sentence, and a result's sections are whole headings.
 * One page, one dialog, every word in turn.
 */

const expected: [word: string, pages: string[]][] = [
  ["apostille", ["/services/notary", "/knowledge/notary-services"]],
  ["apostile", ["/services/notary", "/knowledge/notary-services"]],
  ["divorce", ["/services/family-law", "/knowledge/family-law"]],
  ["power of attorney", ["/services/wills-estates", "/knowledge/wills-estates"]],
  ["POA", ["/services/wills-estates"]],
  ["PR card", ["/services/immigration"]],
  ["closing costs", ["/fees/real-estate"]],
  ["notarize", ["/services/notary", "/knowledge/notary-services"]],
  ["notarise", ["/services/notary"]],
];

/** A snippet starts where a sentence does: a capital, a number, a currency sign or a quote. */
const sentenceStart = /^[A-Z0-9$"'“(]/;
/** A heading that stops mid-phrase ("We can help with") is no title for a result. */
const dangling = /\b(with|for|to|of|and|or|the|a|an|by|from)$/i;

it("finds the pages for what people search, with snippets from a sentence's start", async ({
  open,
}) => {
  const { page } = await open("/", { viewport: DESKTOP });
  await page.locator("[data-search-open]").click();
  const dialog = page.getByRole("dialog", { name: "Search this website" });
  const field = dialog.getByRole("searchbox");
  const status = dialog.getByRole("status");
  const problems: string[] = [];
  for (const [word, pages] of expected) {
    await field.fill(word);
    await expect.poll(() => status.textContent()).toMatch(new RegExp(`for “${word}”`));
    const results = await dialog.locator("[data-search-result]").evaluateAll((items) =>
      items.map((li) => {
        const link = li.querySelector("a");
        return {
          href: link?.getAttribute("href") ?? "",
          excerpt: link?.querySelectorAll("span")[1]?.textContent ?? "",
          parts: [...li.querySelectorAll(":scope ul a")].map((a) => ({
            href: a.getAttribute("href") ?? "",
            title: a.textContent ?? "",
          })),
        };
      }),
    );
    const hrefs = results.map((r) => r.href);
    for (const p of pages) if (!hrefs.includes(p)) problems.push(`"${word}": ${p} not in ${hrefs}`);
    for (const r of results) {
      if (!sentenceStart.test(r.excerpt))
        problems.push(`"${word}": ${r.href} snippet starts mid-sentence: "${r.excerpt}"`);
      for (const part of r.parts) {
        if (dangling.test(part.title.trim()))
          problems.push(`"${word}": ${part.href} is a fragment: "${part.title}"`);
        if (!part.href.startsWith(`${r.href}#`))
          problems.push(`"${word}": part ${part.href} is not in ${r.href}`);
      }
    }
  }
  expect(problems).toEqual([]);
});
