import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from "react";
import type { LazyDialogProps } from "./open-dialog";

export interface LazyDialog {
  load: () => Promise<unknown>;
  Content: ComponentType<LazyDialogProps>;
}

/** Declares a dialog kept in its own chunk; call once, at module level. */
export function lazyDialog(
  load: () => Promise<{ default: ComponentType<LazyDialogProps> }>,
): LazyDialog {
  return { load, Content: lazy(load) };
}

/**
 * A dialog whose code (Radix Dialog and what it shows, ~14 KiB) is its own chunk: fetched when the
 * browser is idle after hydration, when the pointer
 * or focus reaches the button, or at the latest when it is pressed. So it is never part of what a
 * page loads before it is usable, and the first press is still instant.
 *
 * The dialog module renders `OpenDialog` (ui/open-dialog.tsx) and is unmounted when it closes;
 * focus then goes back to the button, which is not a Radix `Dialog.Trigger`.
 */
export function useLazyDialog({ load, Content }: LazyDialog) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // What to do once the dialog has closed, instead of focusing the trigger (closeAndThen).
  const afterClose = useRef<(() => void) | null>(null);
  const preload = () => void load();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once after hydration
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(preload);
    return () => cancel(handle);
  }, []);

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
      onPointerEnter: preload,
      onFocus: preload,
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
