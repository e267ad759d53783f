/** The id of the contact page's Send us a Message section (the no-JavaScript answer scrolls to it). */
export const messageSectionId = "send-message";

/** Asks the contact tabs to show the Contact Form tab, synchronously (contact-tabs.tsx). */
export const showMessageFormEvent = "contact:show-message-form";

/**
 * Brings the Send us a Message form into view and puts the keyboard in its first field, e.g. when a
 * visitor whose embed did not load chooses to write instead.
 */
export function focusMessageForm(): void {
  window.dispatchEvent(new Event(showMessageFormEvent));
  const section = document.getElementById(messageSectionId);
  if (!section) return;
  section.scrollIntoView({ block: "start" });
  section
    .querySelector<HTMLElement>("form input:not([type=hidden]), form textarea, form select")
    ?.focus({ preventScroll: true });
}
