import { Dialog } from "radix-ui";
import type { ReactNode } from "react";

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

/**
 * A Radix dialog that is open for as long as it is mounted, rendered in its portal over an overlay
 * that covers the whole window: a press on it closes the dialog. Every dialog has one, and it alone
 * keeps the page behind from being pressed: the page keeps its own `pointer-events` while a dialog
 * locks it (app/app.css).
 */
export function OpenDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-ink-950/70" />
        {children}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
