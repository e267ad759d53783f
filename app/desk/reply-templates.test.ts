import { describe, expect, it } from "vitest";
import { parseTemplate, replyTemplates } from "./reply-templates";

// A reply template's frontmatter is read by the content pipeline's one reader
// (app/content/collections/frontmatter.ts), so it follows the same rules as every page's.

const body = "Hello {{firstName}},\n\nThank you for your message about {{practiceArea}}.";

describe("a reply template file", () => {
  it("reads its fields and its text", () => {
    const t = parseTemplate(
      "x",
      `---\ntitle: Booking link\nuse: booking\nsubject: "Book with {{firmName}}: #{{reference}}"\n---\n${body}\n`,
    );
    expect(t).toEqual({
      id: "x",
      title: "Booking link",
      use: "booking",
      subject: "Book with {{firmName}}: #{{reference}}",
      body,
    });
  });

  it("reads a file saved with Windows line endings or a byte-order mark the same way", () => {
    const unix = `---\ntitle: Booking link\nuse: booking\nsubject: Book now\n---\n${body}\n`;
    const windows = `\uFEFF${unix.replace(/\n/g, "\r\n")}`;
    expect(parseTemplate("x", windows)).toEqual(parseTemplate("x", unix));
  });

  it("names the file and the problem", () => {
    expect(() => parseTemplate("nofront", body)).toThrow(
      /app\/content\/reply-templates\/nofront\.md: starts with a --- frontmatter block/,
    );
    expect(() =>
      parseTemplate("bad", `---\ntitle: Booking link\nuse: booking\nuse: documents\n---\n${body}`),
    ).toThrow(/bad\.md: line 4: The frontmatter is not valid YAML/);
    expect(() =>
      parseTemplate(
        "first",
        `---\ntitle: First reply\nuse: first-reply\nsubject: Hello\n---\n${body}`,
      ),
    ).toThrow(/first\.md: practiceArea: a first reply names its practiceArea/);
    expect(() =>
      parseTemplate(
        "ph",
        `---\ntitle: Booking link\nuse: booking\nsubject: Hi {{nope}}\n---\n${body}`,
      ),
    ).toThrow(/ph\.md: unknown placeholder \{\{nope\}\}/);
  });

  it("every template the firm keeps is read", () => {
    expect(replyTemplates.length).toBeGreaterThan(0);
    for (const t of replyTemplates) expect(t.body.length, t.id).toBeGreaterThanOrEqual(20);
  });
});
