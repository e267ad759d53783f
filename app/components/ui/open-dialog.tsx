import { Dialog } from "radix-ui";
import { type ReactNode, useEffect } from "react";

/** What a dialog module loaded through `useLazyDialog` receives. */
export interface LazyDialogProps {
  onClose: () => void;
  /**
   * Closes the dialog and, once it is gone, runs `next` instead of putting focus back on the button
   * that opened it (e.g. to move the visitor to a form elsewhere on the page).
   */
  closeAndThen: (next: () => void) => void;
  /** Puts focus back on the button that opened the dialog. */
  onCloseAutoFocus: (event: Event) => void;
}

/** Dialogs open now: the page stays locked until the last one closes. */
let openDialogs = 0;

/**
 * Locks the page behind an open dialog with CSS alone (app/app.css, `body[data-scroll-locked]`):
 * no scrolling, the scrollbar's room kept so nothing shifts. Radix's own lock, in `Dialog.Overlay`
 * (react-remove-scroll), injects a `<style type="text/css">` into the head, which the W3C checker
 * warns about and no version of it omits (docs/decisions/045-dialog-scroll-lock-in-css.md).
 */
function usePageLock(): void {
  useEffect(() => {
    openDialogs += 1;
    document.body.setAttribute("data-scroll-locked", "");
    return () => {
      openDialogs -= 1;
      if (openDialogs === 0) document.body.removeAttribute("data-scroll-locked");
    };
  }, []);
}

/**
 * A Radix dialog that is open for as long as it is mounted, rendered in its portal over an overlay
 * that covers the whole window: a press on it is a press outside the dialog, which closes it. Every
 * dialog has one, and it alone keeps the page behind from being pressed: the page keeps its own
 * `pointer-events` while a dialog locks it (app/app.css). Radix keeps the rest: the focus trapped
 * in the dialog and returned to the button that opened it, Escape, the page behind hidden from
 * assistive technology, the dialog's role and names. The overlay is a plain element, not
 * `Dialog.Overlay`, whose only other work is Radix's scroll lock (`usePageLock` instead).
 */
export function OpenDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  usePageLock();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <div className="fixed inset-0 z-[80] bg-ink-950/70" data-dialog-overlay />
        {children}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
