/**
 * The checklist's upload form in the browser (docs/DOCUMENTS.md#the-clients-page): no file chosen
 * and an empty file chosen are two different mistakes, each with its own sentence.
 */
import { describe, expect, it } from "vitest";
import { parseWithSchema } from "~/components/forms/parse-with-schema";
import { checklistUploadSchema, emptyFileChosen, noFileChosen } from "./checklist-upload-schema";

function errorsFor(file: File): string[] | undefined {
  const form = new FormData();
  form.set("file", file);
  const submission = parseWithSchema(form, checklistUploadSchema);
  return submission.status === "success"
    ? undefined
    : (submission.reply().error?.file ?? undefined);
}

describe("the checklist's upload form", () => {
  it("asks for a file when none was chosen (an empty input posts a nameless, empty file)", () => {
    expect(errorsFor(new File([], "", { type: "application/octet-stream" }))).toEqual([
      noFileChosen,
    ]);
  });

  it("says a chosen file of 0 bytes is empty, not that no file was chosen", () => {
    expect(emptyFileChosen).toMatch(/^This file is empty\./);
    expect(errorsFor(new File([], "passport.pdf", { type: "application/pdf" }))).toEqual([
      emptyFileChosen,
    ]);
  });

  it("takes a chosen file with content", () => {
    expect(errorsFor(new File(["%PDF-1.7"], "passport.pdf", { type: "application/pdf" }))).toBe(
      undefined,
    );
  });
});
