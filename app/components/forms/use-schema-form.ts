import {
  type Submission,
  type SubmissionResult,
  type useForm as UseForm,
  useForm,
} from "@conform-to/react";
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
    lastResult?: SubmissionResult<string[]> | null;
    id?: string;
    /** What the fields show before anything is typed (e.g. the current assignee). */
    defaultValue?: Partial<Record<keyof Fields, string>>;
    /**
     * Runs once the form passed the schema in the browser: to send it another way than the
     * browser's post (a fetch, a resumable upload), call `event.preventDefault()`.
     */
    onSubmit?: Parameters<typeof UseForm<Fields>>[0]["onSubmit"];
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
