/** Input types that take no typed text: boxes, radios and buttons (and hidden fields). */
const NO_TEXT = ["checkbox", "radio", "button", "submit", "reset", "image", "hidden"];

/**
 * Whether an element takes typed text, and on a phone brings up the on-screen keyboard or a
 * picker: a text-like input, a textarea, a select, or editable content. The desk's keyboard
 * shortcuts stand aside for it (app/desk/desk-keys.ts), and so does the phone's booking bar
 * (app/behaviours/booking-bar.ts).
 */
export function takesText(element: Element): boolean {
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  if (element instanceof HTMLInputElement) return !NO_TEXT.includes(element.type);
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}
