import { type Dispose, disposeAll, listen } from "./behaviour";

/** Browsers with invoker commands open and close the dialog from its buttons' markup alone. */
const invokerCommands = () =>
  typeof HTMLButtonElement !== "undefined" && "commandForElement" in HTMLButtonElement.prototype;

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The phone menu's drawer (docs/PRODUCT-RULES.md#header-menus-and-navigation): a modal `<dialog>`
 * in every page's header, opened by the header's Menu button (`commandfor`/`command`, HTML invoker
 * commands) and closed by its close button, by Escape and by a tap outside it (`closedby="any"`):
 * all of that is the platform's. The browser also makes the rest of the page inert while it is
 * open and puts focus back on the Menu button when it closes.
 *
 * What this adds: the drawer closes when a link in it is chosen (a hydrated page then shows the
 * chosen page without a new document), Tab and Shift+Tab wrap inside it rather than leaving it for
 * the browser's own controls (WAI-ARIA APG modal dialog), and, in a browser without invoker
 * commands or light dismiss, the buttons and the tap outside do what the markup says.
 */
export function phoneDrawer(dialog: HTMLDialogElement): Dispose {
  const disposers: Dispose[] = [
    listen(dialog, "click", (e) => {
      const target = e.target as Element | null;
      // A link chosen, or (without `closedby` support) a tap on the backdrop, outside the panel.
      if (target?.closest("a[href]") || target === dialog) dialog.close();
    }),
    listen(dialog, "keydown", (e) => {
      if (e.key !== "Tab") return;
      const items = [...dialog.querySelectorAll<HTMLElement>(focusable)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      } else if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      }
    }),
  ];
  if (!invokerCommands()) {
    for (const button of document.querySelectorAll<HTMLButtonElement>(
      `button[commandfor="${CSS.escape(dialog.id)}"]`,
    )) {
      disposers.push(
        listen(button, "click", () => {
          const command = button.getAttribute("command");
          if (command === "show-modal" && !dialog.open) dialog.showModal();
          else if (command === "close") dialog.close();
        }),
      );
    }
  }
  const dispose = disposeAll(disposers);
  return () => {
    dispose();
    if (dialog.open) dialog.close();
  };
}
