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
 * The most fields a form may carry. The largest of the site's forms (the desk's bulk change of up
 * to 200 inquiries, a questionnaire's section) carries a few hundred. Conform gathers a repeated
 * field by copying its array at every value, so the time of a parse grows with the square of the
 * repeats: 15,000 of them (60 KB) took two seconds of the server's only thread. A post with more
 * is refused before it is parsed.
 */
export const maxFormFields = 1_000;

/** What a person is told when a post carried more fields than any of the site's forms has. */
export const tooManyFields =
  "This form carried more fields than it has. Reload the page and try again.";

/** Whether a form carries more than `maxFormFields` fields (counted no further than that). */
export function exceedsFieldLimit(payload: FormData | URLSearchParams): boolean {
  let fields = 0;
  for (const _ of payload.keys()) if (++fields > maxFormFields) return true;
  return false;
}

/**
 * The submission of a form (FormData or URLSearchParams) checked against `schema`: its parsed value,
 * or its errors by field name (every message, in the schema's order), plus what was typed, so
 * `submission.reply()` can send it all back. A post of more than `maxFormFields` fields is an
 * error of the whole form, and nothing it carried is read or sent back.
 */
export function parseWithSchema<Schema extends $ZodType>(
  payload: FormData | URLSearchParams,
  schema: Schema,
): Submission<output<Schema>> {
  if (exceedsFieldLimit(payload))
    return parse(new URLSearchParams(), { resolve: () => ({ error: { "": [tooManyFields] } }) });
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
