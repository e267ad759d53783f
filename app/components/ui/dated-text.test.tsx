// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { datedText } from "~/behaviours/dated-text";
import { membershipStatusText } from "~/content/people/memberships";
import { BUILD_DAY, DatedText } from "./dated-text";

/** A day `years` after the build day, as YYYY-MM-DD. */
const yearsAfterBuild = (years: number) =>
  `${Number(BUILD_DAY.slice(0, 4)) + years}${BUILD_DAY.slice(4)}`;

/** Renders the statement as the server does, then runs its behaviour as the visitor's browser. */
function shownOn(visitorDay: string, element: React.ReactElement): string {
  const html = renderToStaticMarkup(element);
  const host = document.createElement("div");
  host.innerHTML = html;
  vi.useFakeTimers({ now: new Date(`${visitorDay}T15:00:00Z`), toFake: ["Date"] });
  for (const el of host.querySelectorAll<HTMLElement>("[data-dated]")) datedText(el);
  return host.textContent ?? "";
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a statement worded for a day", () => {
  const joining = { kind: "joining", from: yearsAfterBuild(1) } as const;
  const statement = (
    <DatedText wording={(day) => membershipStatusText(joining, day)} changes={[joining.from]} />
  );

  it("reads as of the build day in the page, with the later wording beside it", () => {
    const html = renderToStaticMarkup(statement);
    expect(html).toMatch(/^<span data-dated="[^"]+">Joining /);
    expect(html).toContain("Member since");
  });

  it("keeps the build day's wording for a visitor before the day", () => {
    expect(shownOn(BUILD_DAY, statement)).toMatch(/^Joining /);
    const dayBefore = new Date(Date.parse(`${joining.from}T12:00:00Z`) - 86_400_000);
    expect(shownOn(dayBefore.toISOString().slice(0, 10), statement)).toMatch(/^Joining /);
  });

  it("shows the later wording to a visitor on or after the day, without React", () => {
    expect(shownOn(joining.from, statement)).toMatch(/^Member since /);
    expect(shownOn(yearsAfterBuild(3), statement)).toMatch(/^Member since /);
  });

  it("is plain text when its wording can no longer change", () => {
    const past = { kind: "joining", from: "2020-01-01" } as const;
    const html = renderToStaticMarkup(
      <DatedText wording={(day) => membershipStatusText(past, day)} changes={[past.from]} />,
    );
    expect(html).toBe("Member since January 2020");
  });
});
