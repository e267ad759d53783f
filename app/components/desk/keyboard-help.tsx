import { type RefObject, useRef } from "react";
import { deskKeys } from "~/desk/desk-keys";
import { deskButton } from "./desk-button";

/**
 * The list of the desk's keys in a modal `<dialog>` (focus moves in and back, Escape closes it),
 * opened by its button or by "?" (the page calls `dialogRef.current.showModal()`). The button is
 * hidden on a phone's narrow screen; "?" opens the list on any screen.
 */
export function KeyboardHelp({ dialogRef }: { dialogRef?: RefObject<HTMLDialogElement | null> }) {
  const own = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? own;
  return (
    <>
      <button
        type="button"
        // Below 640 px (a phone, where no shortcut applies) the button takes no row; "?" still
        // opens the list where a keyboard is (docs/DESK.md#keyboard).
        className="min-h-11 text-sm font-semibold text-ink-700 underline max-sm:hidden"
        onClick={() => ref.current?.showModal()}
        aria-haspopup="dialog"
      >
        Keyboard shortcuts
      </button>
      <dialog
        ref={ref}
        aria-labelledby="keyboard-help-title"
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-card bg-white p-6 text-ink-950 shadow-card backdrop:bg-ink-950/50"
      >
        <h2 id="keyboard-help-title" className="text-xl font-semibold">
          Keyboard shortcuts
        </h2>
        <p className="mt-1 text-sm text-muted">
          They work when you are not typing in a field. Every one is also a button or link you can
          reach with Tab.
        </p>
        <dl className="mt-4 grid grid-cols-[6rem_1fr] gap-x-3 gap-y-2 text-sm">
          {deskKeys.map((k) => (
            <div key={k.keys} className="contents">
              <dt>
                <kbd className="rounded border border-line bg-ink-50 px-1.5 py-0.5 font-mono">
                  {k.keys}
                </kbd>
              </dt>
              <dd>{k.what}</dd>
            </div>
          ))}
        </dl>
        <form method="dialog" className="mt-5">
          <button type="submit" className={deskButton.secondary}>
            Close
          </button>
        </form>
      </dialog>
    </>
  );
}
