import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resourceCategories, resourceHref } from "../resources";
import {
  checkedOn,
  daysUntil,
  factText,
  formatFactValue,
  formatIsoDate,
  overdueFacts,
  register,
  reviewStatus,
  withEarlier,
} from ".";
import { verifiedSources, verifiedUrls } from "./verified-sources";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date, not just the right shape ("2026-02-30" is not). */
function isRealDate(iso: string): boolean {
  if (!isoDate.test(iso)) return false;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

describe("the facts register: every entry complete", () => {
  it("has unique kebab-case ids and a label for each", () => {
    const ids = register.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of register) {
      expect(f.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(f.label.trim(), f.id).not.toBe("");
    }
  });

  it("gives every entry an https source with a title", () => {
    for (const f of register) {
      const url = new URL(f.source.url);
      expect(url.protocol, f.id).toBe("https:");
      expect(f.source.title.trim(), f.id).not.toBe("");
    }
  });

  it("gives every entry real effective, checked and review dates, in a sensible order", () => {
    for (const f of register) {
      for (const d of [f.effective, f.checked, f.reviewBy])
        expect(isRealDate(d), `${f.id} ${d}`).toBe(true);
      // A review date is after the check it follows; it is NOT required to be in the future
      // (that is what `npm run facts` reports).
      expect(f.reviewBy > f.checked, f.id).toBe(true);
    }
  });

  it("stores money as whole cents and never shows an empty value", () => {
    for (const f of register) {
      for (const v of [f.value, ...(f.earlier ?? []).map((e) => e.value)]) {
        if (v.kind === "money") expect(Number.isInteger(v.cents), f.id).toBe(true);
        expect(formatFactValue(v).trim(), f.id).not.toBe("");
      }
    }
  });

  it("keeps earlier values newest first, each changed on a real date no later than the current value took effect", () => {
    for (const f of register) {
      const changes = (f.earlier ?? []).map((e) => e.changed);
      for (const c of changes) {
        expect(isRealDate(c), f.id).toBe(true);
        expect(c <= f.effective, f.id).toBe(true);
      }
      expect([...changes].sort().reverse(), f.id).toEqual(changes);
    }
  });
});

describe("the figures the register corrects", () => {
  it("states the First-Time Home Buyers' Tax Credit as 14% of $10,000 from 2026, 14.5% for 2025", () => {
    expect(factText("first-time-home-buyers-tax-credit")).toBe("up to $1,400");
    expect(withEarlier("first-time-home-buyers-tax-credit")).toBe(
      "up to $1,400 (was up to $1,450 until January 1, 2026)",
    );
  });

  it("has Ontario's first-time buyer HST rebate beside the federal GST rebate", () => {
    expect(factText("ontario-first-time-buyer-hst-rebate")).toBe("up to $80,000");
    expect(factText("first-time-home-buyers-gst-rebate")).toBe("up to $50,000");
  });

  it("says round millions the way people do", () => {
    expect(factText("insured-mortgage-price-cap")).toBe("$1.5 million");
    expect(factText("land-registration-fee")).toBe("$85 per document");
  });
});

describe("review status, with an injected clock", () => {
  const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

  it("counts whole days to a review date", () => {
    expect(daysUntil("2026-12-23", on("2026-11-23"))).toBe(30);
    expect(daysUntil("2026-11-22", on("2026-11-23"))).toBe(-1);
  });

  it("is current, due in 60 days, due in 30 days, then overdue as the clock passes the review date", () => {
    const f = { reviewBy: "2027-03-01" };
    expect(reviewStatus(f, on("2026-11-23"))).toBe("current");
    expect(reviewStatus(f, on("2027-01-15"))).toBe("due-60");
    expect(reviewStatus(f, on("2027-02-10"))).toBe("due-30");
    expect(reviewStatus(f, on("2027-03-01"))).toBe("due-30");
    expect(reviewStatus(f, on("2027-03-02"))).toBe("overdue");
  });

  it("lists overdue facts oldest first", () => {
    const late = overdueFacts(on("2030-01-01"));
    expect(late.length).toBe(register.length);
    expect(late.map((f) => f.reviewBy)).toEqual([...late.map((f) => f.reviewBy)].sort());
  });

  it("dates a group of facts by its earliest check, in words", () => {
    expect(
      checkedOn(["article-real-estate-agreements-review", "capital-gains-inclusion-rate"]),
    ).toBe("2025-10-20");
    expect(formatIsoDate("2026-11-23")).toBe("November 23, 2026");
  });
});

/** Every outside address written in app/content, read from the source files themselves. */
function contentUrls(): string[] {
  const root = path.join(import.meta.dirname, "..");
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(p);
    }
  };
  walk(root);
  const skip = new Set([
    // The firm's own identity links are the firm's to set (docs/FACTS.md#sources).
    path.join(root, "firm.ts"),
    path.join(root, "facts", "verified-sources.ts"),
  ]);
  const urls: string[] = [];
  for (const file of files) {
    if (skip.has(file)) continue;
    for (const m of readFileSync(file, "utf8").matchAll(/https:\/\/[^\s"'`<>)]+/g)) {
      const url = m[0];
      if (url.includes("${") || url === "https://schema.org") continue;
      urls.push(url);
    }
  }
  return urls;
}

describe("sources that exist", () => {
  const used = new Set([
    ...register.map((f) => f.source.url),
    ...resourceCategories.flatMap((c) => c.resources.map(resourceHref)),
    ...contentUrls(),
  ]);

  it("links only to addresses someone has verified", () => {
    const unchecked = [...used].filter((u) => !verifiedUrls.has(u));
    expect(unchecked, "add each to facts/verified-sources.ts once verified").toEqual([]);
  });

  it("files each verified address under its own host, with a date", () => {
    for (const [host, list] of Object.entries(verifiedSources)) {
      for (const s of list) {
        expect(new URL(s.url).host, s.url).toBe(host);
        expect(isRealDate(s.checked), s.url).toBe(true);
      }
    }
  });

  it("lists no address that the site no longer uses", () => {
    expect([...verifiedUrls].filter((u) => !used.has(u))).toEqual([]);
  });
});
