import { type ComponentType, Suspense, useRef, useState } from "react";
import type { LazyDialogProps } from "./open-dialog";

/**
 * A dialog whose code (Radix Dialog and what it shows, ~14 KiB) is its own chunk: `Content` is a
 * `React.lazy` component, or one that renders such components, so its code is fetched only when
 * the dialog opens, never with the page (docs/BOOKING.md#the-external-scheduler). Until it has
 * arrived nothing is drawn: pressing the button still paints at once.
 *
 * The dialog module renders `OpenDialog` (ui/open-dialog.tsx) and is unmounted when it closes;
 * focus then goes back to the button, which is not a Radix `Dialog.Trigger`.
 */
export function useLazyDialog(Content: ComponentType<LazyDialogProps>) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // What to do once the dialog has closed, instead of focusing the trigger (closeAndThen).
  const afterClose = useRef<(() => void) | null>(null);

  return {
    open,
    /** Opens the dialog as if its button had been pressed (e.g. on arrival at a booking link). */
    show: () => setOpen(true),
    /** Spread on the `<button>` that opens the dialog. */
    triggerProps: {
      ref: trigger,
      type: "button" as const,
      "aria-haspopup": "dialog" as const,
      "aria-expanded": open,
      onClick: () => setOpen(true),
    },
    /** Rendered after the button: nothing until it is pressed. */
    dialog: open ? (
      <Suspense fallback={null}>
        <Content
          onClose={() => setOpen(false)}
          closeAndThen={(next) => {
            afterClose.current = next;
            setOpen(false);
          }}
          onCloseAutoFocus={(event) => {
            // Radix would focus its own trigger, which these dialogs do not have.
            event.preventDefault();
            const next = afterClose.current;
            afterClose.current = null;
            if (next) next();
            else trigger.current?.focus();
          }}
        />
      </Suspense>
    ) : null,
  };
}
