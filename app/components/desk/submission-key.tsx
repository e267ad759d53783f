import { useRouteLoaderData } from "react-router";
import { submissionField } from "~/desk/desk-submission";

/** The key of this rendering of the desk (the signed-in layout's loader mints one per render). */
export function useSubmissionKey(): string | undefined {
  return useRouteLoaderData<{ formKey?: string }>("desk-layout")?.formKey;
}

/**
 * The hidden field every desk form that acts carries, so the same post sent twice acts once
 * (docs/DESK.md#every-action-once).
 */
export function SubmissionKey() {
  const key = useSubmissionKey();
  return key ? <input type="hidden" name={submissionField} value={key} /> : null;
}

/**
 * The fields of a post a script makes in place of a form (a keyboard shortcut), with this
 * rendering's key, so a key pressed twice before the page comes back acts once, as a double click
 * on the form's button does (docs/DESK.md#every-action-once).
 */
export function withSubmissionKey(
  fields: Record<string, string>,
  key: string | undefined,
): Record<string, string> {
  return key ? { ...fields, [submissionField]: key } : fields;
}
