import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { Icon } from "../ui/icon";

/**
 * The head of both booking dialogs (the site's own booking form, and the external scheduler's):
 * the title, `children` as the dialog's description, and Close.
 */
export function BookingDialogHeader({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 md:px-6">
      <div>
        <Dialog.Title className="font-serif text-xl font-semibold text-ink-950 md:text-2xl">
          Book a free consultation
        </Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-muted">{children}</Dialog.Description>
      </div>
      <Dialog.Close
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-900 hover:bg-ink-50"
        aria-label="Close booking window"
      >
        <Icon name="close" className="size-6" />
      </Dialog.Close>
    </div>
  );
}
