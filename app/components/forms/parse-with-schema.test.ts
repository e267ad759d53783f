import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { maxFormFields, parseWithSchema, tooManyFields } from "./parse-with-schema";

const schema = z.object({ name: z.string(), tags: z.optional(z.array(z.string())) });

describe("a form's fields, counted before they are parsed", () => {
  it("parses a form of up to the limit as usual", () => {
    const payload = new URLSearchParams([
      ["name", "Ada"],
      ...Array.from({ length: maxFormFields - 1 }, () => ["tags", "x"]),
    ]);
    const submission = parseWithSchema(payload, schema);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.tags).toHaveLength(
      maxFormFields - 1,
    );
  });

  it("refuses one over the limit as an error of the whole form, sending back nothing it carried", () => {
    const payload = new URLSearchParams([
      ["name", "Ada"],
      ...Array.from({ length: maxFormFields }, () => ["tags", "x"]),
    ]);
    const submission = parseWithSchema(payload, schema);
    expect(submission.status).toBe("error");
    const reply = submission.reply();
    expect(reply.error).toEqual({ "": [tooManyFields] });
    expect(reply.initialValue ?? {}).toEqual({});
  });
});
