/**
 * The inquiry page's action hands a post to the documents' handler when its intent is one of
 * `documentIntents`: that list and the panel's schema must name the same intents, and none may be
 * an intent of the page's own forms, or a post would reach the wrong handler.
 */
import { describe, expect, it } from "vitest";
import { parseWithSchema } from "~/components/forms/parse-with-schema";
import { inquiryForms } from "~/desk/desk-forms";
import {
  documentForms,
  documentIntents,
  dueInThePastMessage,
  isDocumentIntent,
} from "./desk-document-forms";

/** The intents a discriminated union of forms accepts, read from its definition (`.def`). */
function intentsOf(union: { def: { options: readonly unknown[] } }): string[] {
  return union.def.options.flatMap((option) => {
    const intent = (option as { def: { shape: { intent: { def: Record<string, unknown> } } } }).def
      .shape.intent.def;
    return intent.type === "literal"
      ? (intent.values as string[])
      : Object.keys(intent.entries as Record<string, string>);
  });
}

describe("the documents' intents", () => {
  it("are exactly the intents the panel's schema accepts", () => {
    expect([...documentIntents].sort()).toEqual(intentsOf(documentForms).sort());
  });

  it("are none of the inquiry page's own intents", () => {
    const own = intentsOf(inquiryForms);
    expect(own).toContain("reply");
    expect(documentIntents.filter((intent) => own.includes(intent))).toEqual([]);
    expect(isDocumentIntent("status")).toBe(false);
    expect(isDocumentIntent("send-back")).toBe(true);
  });
});

describe("a document request's due date (docs/DOCUMENTS.md#in-the-desk)", () => {
  const post = (due: string) => {
    const form = new FormData();
    form.set("intent", "send-request");
    form.set("template", "purchase");
    form.set("due", due);
    return parseWithSchema(form, documentForms);
  };
  /** A Toronto wall-clock time `days` from now, as a datetime-local field holds it. */
  const torontoInDays = (days: number) =>
    new Date(Date.now() + days * 86_400_000)
      .toLocaleString("sv-SE", { timeZone: "America/Toronto" })
      .slice(0, 16)
      .replace(" ", "T");

  it("refuses a due date already past, under the field", () => {
    for (const due of [torontoInDays(-21), torontoInDays(-0.01)]) {
      const submission = post(due);
      expect(submission.status).not.toBe("success");
      expect(submission.reply().error?.due).toEqual([dueInThePastMessage]);
    }
  });

  it("takes a due date in the future, or none", () => {
    expect(post(torontoInDays(7)).status).toBe("success");
    expect(post("").status).toBe("success");
  });
});
