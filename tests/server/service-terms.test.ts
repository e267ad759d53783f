/**
 * One voice (docs/PRODUCT-RULES.md#service-terms): every page that states the office hours, the
 * consultation hours or how soon the firm replies uses the identity module's own words, so a
 * visitor reads the same hours and promises everywhere. Each page is read as served; the wording
 * of app/content/firm.ts is taken out of its text, and nothing that looks like hours or a reply
 * promise may be left.
 */
import { describe, expect, it } from "vitest";
import { serviceTerms } from "~/content/firm";
import { sitePaths } from "~/site-pages.server";
import { baseUrl } from "../support/browser";
import { decodeEntities } from "../support/html";

/** The visible text of a served page, and its meta description. */
async function pageText(path: string): Promise<string> {
  const html = await (await fetch(baseUrl() + path)).text();
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const body = html
    .slice(html.indexOf("<body"))
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return decodeEntities(`${description} ${body}`);
}

/**
 * Words compared as a reader reads them: case, punctuation and line layout aside (a list of rows
 * and a sentence with the same words in the same order say the same thing).
 */
function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[;,.!?:()\u2019'"](?!\d)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const canonical = Object.values(serviceTerms).map(words);

/** What the site's wording is taken out of before looking for anything worded otherwise. */
function withoutCanonical(text: string): string {
  let rest = ` ${words(text)} `;
  for (const term of canonical) rest = rest.split(` ${term} `).join(" | ");
  return rest;
}

const timeRange = /\d{1,2}:\d{2} [ap]m ?- ?\d{1,2}:\d{2} [ap]m/;
const zoneAbbreviation = /\b(est|edt|et)\b/;
// Hours and business days: the law's own deadlines (PIPEDA's 30 days to answer an access
// request) are not the firm's service terms.
const replyPromise =
  /\b(reply|replies|respond|responds|answer|answered|get back|acknowledge|acknowledges|acknowledged|acknowledgement)\b[^|]{0,60}?\b(within|in|by|the same|next)\b[^|]{0,20}?\b(hours?|business days?)\b/;

/** What a page's text holds that is worded otherwise than the identity module. */
function wordedOtherwise(text: string): string[] {
  const rest = withoutCanonical(text);
  return (
    [
      ["hours", timeRange],
      ["a time zone abbreviation", zoneAbbreviation],
      ["a reply promise", replyPromise],
    ] as const
  ).flatMap(([what, pattern]) => {
    const found = pattern.exec(rest);
    return found
      ? [`${what} worded otherwise: "…${rest.slice(found.index - 60, found.index + 90)}…"`]
      : [];
  });
}

describe("service terms in one voice", () => {
  it("tells a promise typed on a page from the identity module's words", () => {
    for (const term of Object.values(serviceTerms))
      expect(wordedOtherwise(`Some words. ${term} More words.`), term).toEqual([]);
    for (const typed of [
      "We will acknowledge your request within 2 business days, talk with you about it.",
      "We acknowledge feedback within 3 business days and tell you what we will do.",
      "We reply within 48 hours to every message.",
      "Our team will respond the same business day.",
      "Call us 9:00 AM-5:00 PM EST.",
    ])
      expect(wordedOtherwise(typed), typed).not.toEqual([]);
  });

  it("every page states hours and reply times only in the identity module's words", async () => {
    const problems: string[] = [];
    const stated = new Map<string, string[]>();
    for (const path of [...sitePaths, "/no-such-page"]) {
      const text = await pageText(path);
      const all = ` ${words(text)} `;
      for (const [name, term] of Object.entries(serviceTerms))
        if (all.includes(` ${words(term)} `)) stated.set(name, [...(stated.get(name) ?? []), path]);
      for (const problem of wordedOtherwise(text)) problems.push(`${path}: ${problem}`);
    }
    expect(problems).toEqual([]);
    // The terms really are stated, each on the pages a visitor looks for them.
    expect(stated.get("officeHours")).toEqual(expect.arrayContaining(["/", "/contact"]));
    expect(stated.get("consultationHours")).toEqual(expect.arrayContaining(["/contact"]));
    expect(stated.get("replyTimes")).toEqual(expect.arrayContaining(["/contact", "/about"]));
    expect(stated.get("urgentReply")).toEqual(["/blog/out-of-status-in-canada"]);
    expect(stated.get("accessibilityAcknowledgement")).toEqual(["/accessibility"]);
  });
});
