import { Dialog } from "radix-ui";
import { useEffect, useRef } from "react";
import { firm } from "~/content/firm";
import { Icon } from "../ui/icon";
import { type LazyDialogProps, OpenDialog } from "../ui/open-dialog";

interface CalendlyApi {
  initInlineWidget(options: { url: string; parentElement: HTMLElement }): void;
}

/**
 * The external scheduling widget, alive only while the dialog is open: mounting adds the
 * widget's script, unmounting removes the script and everything the widget drew
 * (docs/PRODUCT-RULES.md#contact-and-privacy).
 */
function SchedulingWidget({ url, scriptSrc }: { url: string; scriptSrc: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const init = () => {
      const calendly = (window as { Calendly?: CalendlyApi }).Calendly;
      if (calendly && !container.querySelector("iframe"))
        calendly.initInlineWidget({ url, parentElement: container });
    };
    const script = document.createElement("script");
    script.src = scriptSrc;
    script.async = true;
    script.dataset.schedulingWidget = "";
    script.addEventListener("load", init);
    document.body.append(script);
    return () => {
      script.removeEventListener("load", init);
      script.remove();
      container.replaceChildren();
    };
  }, [url, scriptSrc]);
  return (
    <div className="relative">
      <p className="absolute inset-x-0 top-10 px-6 text-center text-muted" aria-hidden="true">
        Loading the booking calendar…
      </p>
      <div
        ref={ref}
        className="calendly-inline-widget relative h-[min(680px,70dvh)] min-w-[280px]"
        data-url={url}
        data-scheduling-widget
      />
    </div>
  );
}

/**
 * The Book Consultation modal (Radix Dialog) holding the scheduling widget. Its own chunk, loaded
 * by `ConsultationBookingDialog` (useLazyDialog).
 */
export default function BookingDialogContent({ onClose, onCloseAutoFocus }: LazyDialogProps) {
  return (
    <OpenDialog onClose={onClose}>
      <Dialog.Overlay className="fixed inset-0 z-[80] bg-ink-950/70" />
      <Dialog.Content
        onCloseAutoFocus={onCloseAutoFocus}
        className="fixed left-1/2 top-1/2 z-[90] flex max-h-[94dvh] w-[min(56rem,94vw)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-card bg-white shadow-lift focus:outline-none"
      >
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 md:px-6">
          <div>
            <Dialog.Title className="font-serif text-xl font-semibold text-ink-950 md:text-2xl">
              Book a free consultation
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted">
              {firm.consultation.minutes} minutes, {firm.consultation.price},{" "}
              {firm.consultation.hours}. Choose a time below, or{" "}
              <a
                href={firm.embeds.schedulingPage}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-ink-800 underline"
              >
                open the booking page in a new tab
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              .
            </Dialog.Description>
          </div>
          <Dialog.Close
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-900 hover:bg-ink-50"
            aria-label="Close booking window"
          >
            <Icon name="close" className="size-6" />
          </Dialog.Close>
        </div>
        <div className="overflow-y-auto">
          <SchedulingWidget
            url={firm.embeds.schedulingPage}
            scriptSrc={firm.embeds.schedulingWidgetScript}
          />
        </div>
      </Dialog.Content>
    </OpenDialog>
  );
}
