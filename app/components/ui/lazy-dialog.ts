import { useEffect, useRef, useState } from "react";

/**
 * A dialog whose code (Radix Dialog and what it shows, ~14 KiB) is its own chunk: fetched when the
 * browser is idle after hydration (if `preloadWhen` says the button is in use), when the pointer
 * or focus reaches the button, or at the latest when it is pressed. So it is never part of what a
 * page loads before it is usable, and the first press is still instant.
 *
 * The dialog module renders `OpenDialog` (ui/open-dialog.tsx) and calls `onClose`; focus goes back to the
 * button, which is not a Radix `Dialog.Trigger` (see `returnFocus`).
 */
export function useLazyDialog(
  load: () => Promise<unknown>,
  preloadWhen: () => boolean = () => true,
) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const preload = () => void load();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once after hydration
  useEffect(() => {
    if (!preloadWhen()) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(preload);
    return () => cancel(handle);
  }, []);

  return {
    open,
    close: () => setOpen(false),
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
    /** For the dialog content's `onCloseAutoFocus`: Radix would focus its own (absent) trigger. */
    returnFocus: (event: Event) => {
      event.preventDefault();
      trigger.current?.focus();
    },
  };
}
