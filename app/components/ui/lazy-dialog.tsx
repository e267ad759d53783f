import {
  type ComponentType,
  createContext,
  Suspense,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import type { LazyDialogProps } from "./open-dialog";

/** Tells the dialog's button that what it opens is still on its way (see `StillLoading`). */
const Loading = createContext<(loading: boolean) => void>(() => {});

/**
 * Rendered in place of a dialog that is not ready yet (its code, or the data it needs, still on
 * the way): while it is mounted, the button that opened the dialog shows that it is working
 * (`pending`), so a press on a slow connection is answered at once (WCAG 4.1.3 status).
 */
export function StillLoading() {
  const setLoading = useContext(Loading);
  useLayoutEffect(() => {
    setLoading(true);
    return () => setLoading(false);
  }, [setLoading]);
  return null;
}

/**
 * A dialog whose code (Radix Dialog and what it shows, ~14 KiB) is its own chunk: `Content` is a
 * `React.lazy` component, or one that renders such components, so its code is fetched only when
 * the dialog opens, never with the page (docs/BOOKING.md#the-external-scheduler). Until it has
 * arrived the button shows it is working (`pending`; `StillLoading` marks what is not ready), so
 * pressing it paints at once.
 *
 * The dialog module renders `OpenDialog` (ui/open-dialog.tsx) and is unmounted when it closes;
 * focus then goes back to the button, which is not a Radix `Dialog.Trigger`.
 */
export function useLazyDialog(Content: ComponentType<LazyDialogProps>) {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // What to do once the dialog has closed, instead of focusing the trigger (closeAndThen).
  const afterClose = useRef<(() => void) | null>(null);
  const pending = open && loading;

  return {
    open,
    /** Pressed, and the dialog not shown yet: the button says it is working. */
    pending,
    /** Opens the dialog as if its button had been pressed (e.g. on arrival at a booking link). */
    show: () => setOpen(true),
    /** Spread on the `<button>` that opens the dialog. */
    triggerProps: {
      ref: trigger,
      type: "button" as const,
      "aria-haspopup": "dialog" as const,
      "aria-expanded": open,
      "aria-busy": pending || undefined,
      onClick: () => setOpen(true),
    },
    /** Rendered after the button: nothing until it is pressed. */
    dialog: open ? (
      <Loading.Provider value={setLoading}>
        <Suspense fallback={<StillLoading />}>
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
      </Loading.Provider>
    ) : null,
  };
}
