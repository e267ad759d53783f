import { describe, expect, it } from "vitest";
import { formatDue } from "./document-emails";
import { addressedIntro, checklistProgress, refusalText } from "./document-messages";
import { FILE_MB, formatFileSize } from "./document-types";

const MB = 1_000_000;

describe("what a client is told about a file (docs/DOCUMENTS.md#checks-on-arrival)", () => {
  it("says how large the file is, the limit and what to do", () => {
    // Megabytes as Windows and file pickers count them (1,048,576 bytes: document-types.ts).
    expect(refusalText("too-large", 25 * FILE_MB, undefined, 31 * FILE_MB)).toBe(
      "This file is 31 MB; the limit is 25 MB. Send a smaller scan, or split it.",
    );
    // Without the file's size (a form posted without JavaScript): the limit and the remedy.
    expect(refusalText("too-large", 25 * FILE_MB)).toBe(
      "This file is larger than 25 MB, the limit for one file. Send a smaller scan, or split it.",
    );
  });

  it("never states a refused file's size as the limit or less, in the megabytes a device shows", () => {
    const limit = 25 * FILE_MB;
    // 25,690,112 bytes: Windows shows "24.5 MB"; it is under the limit (the server's own check is
    // `bytes > maxFileBytes`, and the tus endpoint's Tus-Max-Size is the same number).
    expect(25_690_112).toBeLessThan(limit);
    expect(formatFileSize(25_690_112)).toBe("24.5 MB");
    for (const size of [limit + 1, limit + 500_000, limit + FILE_MB - 1, 26_000_000 + FILE_MB])
      expect(
        Number(
          /This file is ([\d.]+) MB/.exec(refusalText("too-large", limit, undefined, size))?.[1],
        ),
        String(size),
      ).toBeGreaterThan(25);
    expect(refusalText("too-large", FILE_MB, undefined, 1_500_000)).toBe(
      "This file is 1.5 MB; the limit is 1.0 MB. Send a smaller scan, or split it.",
    );
  });

  it("refuses a kind of file in one sentence naming the kinds we accept", () => {
    const svg = refusalText("type", 25 * MB, "svg");
    const unknown = refusalText("type", 25 * MB);
    for (const text of [svg, unknown]) {
      expect(text.match(/\./g)?.length, text).toBe(2); // "(.docx)" and the full stop
      expect(text).toContain("PDF, JPEG, PNG, HEIC, WebP or Word (.docx)");
      expect(text).not.toMatch(/kind of file we cannot accept, which/);
    }
    expect(svg).toMatch(/^This file is an SVG drawing, which we do not accept for safety;/);
    expect(unknown).toMatch(/^We cannot accept this kind of file;/);
  });
});

describe("where a checklist stands (docs/DOCUMENTS.md#the-clients-page)", () => {
  const item = (optional: boolean, state: "missing" | "received" | "accepted" | "returned") => ({
    optional,
    state,
  });

  it("counts every item listed, so the numbers add up", () => {
    const p = checklistProgress([
      item(false, "missing"),
      item(true, "missing"),
      item(true, "missing"),
      item(false, "received"),
    ]);
    expect(p).toMatchObject({
      total: 4,
      received: 1,
      needed: 1,
      optionalOpen: 2,
      everything: false,
    });
    expect(p.received + p.needed + p.optionalOpen).toBe(p.total);
    expect(p.sentence).toBe(
      "1 of 4 items received; 1 still needed, and 2 items marked “if you have it”.",
    );
  });

  it("says everything is received only when every item is", () => {
    const onlyOptionalOpen = checklistProgress([
      item(false, "accepted"),
      item(true, "missing"),
      item(true, "missing"),
    ]);
    expect(onlyOptionalOpen.everything).toBe(false);
    expect(onlyOptionalOpen.sentence).not.toMatch(/We have all/);
    expect(onlyOptionalOpen.sentence).toBe(
      "1 of 3 items received: everything we need is here. Send the 2 items marked “if you have it” too if you can.",
    );
    const all = checklistProgress([item(false, "accepted"), item(true, "received")]);
    expect(all.sentence).toBe("We have all 2 items we asked for. Thank you.");
    // A document sent back counts as still needed.
    expect(checklistProgress([item(false, "returned")]).sentence).toBe(
      "0 of 1 item received; 1 still needed.",
    );
  });
});

describe("the checklist's greeting", () => {
  it("continues the sentence after the client's name", () => {
    expect(addressedIntro("Anjali", "Send these at least 48 hours before.")).toBe(
      "Anjali, send these at least 48 hours before.",
    );
    expect(addressedIntro("Anjali", "PDF scans are best.")).toBe("Anjali, PDF scans are best.");
    expect(addressedIntro("", "Send these.")).toBe("Send these.");
  });
});

describe("due dates as the client reads them", () => {
  const due = Date.parse("2026-11-30T14:30:00Z"); // Monday 9:30 AM in Toronto
  it("on the client's clock with Toronto's beside it, in AM and PM as everywhere", () => {
    expect(formatDue(due)).toBe("Monday, November 30 at 9:30 AM Toronto time");
    expect(formatDue(due, "Asia/Calcutta")).toBe(
      "Monday, November 30 at 8:00 PM Kolkata time (9:30 AM Toronto time)",
    );
    expect(formatDue(Date.parse("2026-11-30T21:00:00Z"), "Asia/Kolkata")).toBe(
      "Tuesday, December 1 at 2:30 AM Kolkata time (Monday, November 30 at 4:00 PM Toronto time)",
    );
    expect(formatDue(due, "America/Toronto")).toBe("Monday, November 30 at 9:30 AM Toronto time");
  });
});
