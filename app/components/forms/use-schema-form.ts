import { type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import type { $ZodType } from "zod/v4/core";
import { parseWithSchema } from "./parse-with-schema";

/**
 * Conform's `useForm` checked by a schema: errors appear when the form is sent and clear as the
 * field is corrected; `lastResult` is the action's reply (app/components/forms/README.md).
 * `Fields` names the form's fields, as the schema reads them.
 */
export function useSchemaForm<Fields extends Record<string, unknown>>(
  schema: $ZodType,
  options: {
    lastResult?: SubmissionResult<string[]>;
    id?: string;
    /** What the fields show before anything is typed (e.g. the current assignee). */
    defaultValue?: Partial<Record<keyof Fields, string>>;
  } = {},
) {
  return useForm<Fields>({
    ...options,
    defaultValue: options.defaultValue as never,
    onValidate: ({ formData }) => parseWithSchema(formData, schema) as Submission<Fields>,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
}
