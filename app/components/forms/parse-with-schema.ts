/**
 * Parses a form's submission with a Zod schema, the same way in the browser (Conform's
 * `onValidate`) and on the server (a route action): one schema, one set of messages
 * (app/components/forms/README.md). Works with Zod and Zod Mini schemas alike; only Zod's small
 * core is loaded, never the whole library.
 */
import { parse, type Submission } from "@conform-to/react";
import { type $ZodType, config, type output, safeParse } from "zod/v4/core";

// Zod compiles fast parsers with `new Function` when it can; the site's Content-Security-Policy
// forbids eval, and even Zod's probe for it is reported as a violation. Parse without it.
config({ jitless: true });

/** Conform's name for a field at a schema path: `a.b[0].c`. */
function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`))
    .join("");
}

/**
 * The submission of a form (FormData or URLSearchParams) checked against `schema`: its parsed value,
 * or its errors by field name (every message, in the schema's order), plus what was typed, so
 * `submission.reply()` can send it all back.
 */
export function parseWithSchema<Schema extends $ZodType>(
  payload: FormData | URLSearchParams,
  schema: Schema,
): Submission<output<Schema>> {
  return parse(payload, {
    resolve(value) {
      const result = safeParse(schema, value);
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        const name = fieldName(issue.path);
        error[name] = [...(error[name] ?? []), issue.message];
      }
      return { error };
    },
  });
}
