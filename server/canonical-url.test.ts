import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-url";

const known = new Map(["/", "/about", "/services/notary"].map((p) => [p.toLowerCase(), p]));
const parsed = (raw: string) => new URL(`http://site.invalid${raw}`).pathname;

describe("canonicalPath", () => {
  it.each([
    ["/about", "/about"],
    ["/about/", "/about"],
    ["/about//", "/about"],
    ["/about/index.html", "/about"],
    ["/about/INDEX.HTML", "/about"],
    ["/about/index.html/", "/about"],
    ["/index.html", "/"],
    ["/", "/"],
    ["//", "/"],
    ["/About", "/about"],
    ["/SERVICES/Notary/", "/services/notary"],
    ["/%61bout", "/about"],
    ["/unknown/", "/unknown"],
    ["/Unknown", "/Unknown"],
  ])("%s -> %s", (raw, expected) => {
    expect(canonicalPath(parsed(raw), known)).toBe(expected);
  });

  it("always yields one leading slash, never a scheme-relative or backslash path", () => {
    for (const raw of ["//evil.example/", "/\\evil.example", "/\\\\evil.example/x/", "///a//b//"]) {
      const result = canonicalPath(parsed(raw), known);
      expect(result, raw).toMatch(/^\/(?![/\\])/);
    }
  });

  it("is stable: the canonical path of a canonical path is itself", () => {
    for (const raw of ["/about/index.html/", "/a//b/", "/%7Efoo/", "/caf%C3%A9/"]) {
      const once = canonicalPath(parsed(raw), known);
      expect(canonicalPath(parsed(once), known)).toBe(once);
    }
  });
});
