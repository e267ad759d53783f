/**
 * Whether a form field holds something other than what the page was served with: a choice made
 * while the page showed but before its scripts ran. A field that acts on change (the desk's
 * assignee, follow-up date and reply template) has no handler until then, so its page applies
 * such a choice as soon as they run.
 */
export function changedSinceLoad(field: Element): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement) {
    if (field.type === "checkbox" || field.type === "radio")
      return field.checked !== field.defaultChecked;
    return field.type !== "hidden" && field.value !== field.defaultValue;
  }
  return field instanceof HTMLTextAreaElement && field.value !== field.defaultValue;
}
