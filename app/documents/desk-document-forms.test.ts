/**
 * The inquiry page's action hands a post to the documents' handler when its intent is one of
 * `documentIntents`: that list and the panel's schema must name the same intents, and none may be
 * an intent of the page's own forms, or a post would reach the wrong handler.
 */
import { describe, expect, it } from "vitest";
import { inquiryForms } from "~/desk/desk-forms";
import { documentForms, documentIntents, isDocumentIntent } from "./desk-document-forms";

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
