import { Dialog } from "radix-ui";
import { useEffect, useRef } from "react";
import { firm, serviceTerms } from "~/content/firm";
import { BookingDialogHeader } from "../booking/booking-dialog-header";
import { type LazyDialogProps, OpenDialog } from "../ui/open-dialog";
import { EmbedFallback } from "./embed-fallback";
import { focusMessageForm } from "./focus-message-form";
import { type EmbedStatus, useEmbedStatus } from "./use-embed-status";

interface CalendlyApi {
  initInlineWidget(options: { url: string; parentElement: HTMLElement }): void;
}

/**
 * Calendly's embedded page tells its parent what it shows with `calendly.*` postMessage events
 * (https://developer.calendly.com/api-docs/overview/embedding/notifying-the-parent-window): the
 * first one proves the calendar is on screen.
 */
function isCalendlyEvent(event: MessageEvent, origin: string): boolean {
  const data = event.data as { event?: unknown } | null;
  return (
    event.origin === origin &&
    typeof data === "object" &&
    data !== null &&
    typeof data.event === "string" &&
    data.event.startsWith("calendly.")
  );
}

/**
 * The external scheduling widget, alive only while the dialog is open: mounting adds the widget's
 * script, unmounting removes the script and everything the widget drew (docs/PRODUCT-RULES.md#contact-and-privacy).
 * It reports when the calendar shows (Calendly's events) or cannot (the script fails to load).
 */
function SchedulingWidget({
  url,
  scriptSrc,
  status,
  onReady,
  onFailed,
}: {
  url: string;
  scriptSrc: string;
  status: EmbedStatus;
  onReady: () => void;
  onFailed: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const origin = new URL(url).origin;
    const onMessage = (event: MessageEvent) => {
      if (isCalendlyEvent(event, origin)) onReady();
    };
    window.addEventListener("message", onMessage);
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
    script.addEventListener("error", onFailed);
    document.body.append(script);
    return () => {
      window.removeEventListener("message", onMessage);
      script.removeEventListener("load", init);
      script.removeEventListener("error", onFailed);
      script.remove();
      container.replaceChildren();
    };
  }, [url, scriptSrc, onReady, onFailed]);
  return (
    <div className="relative" hidden={status === "failed"} data-booking-widget={status}>
      {status === "loading" ? (
        <p className="absolute inset-x-0 top-10 px-6 text-center text-muted" aria-hidden="true">
          Loading the booking calendar…
        </p>
      ) : null}
      <div
        ref={ref}
        className="calendly-inline-widget relative h-[min(680px,70dvh)] min-w-[280px]"
        data-url={url}
        data-scheduling-widget
      />
    </div>
  );
}

const failedHeading = "The booking calendar did not load";

/**
 * The Book Consultation modal (Radix Dialog) holding the scheduling widget. Its own chunk, loaded
 * by `ConsultationBookingDialog` (useLazyDialog). If the calendar does not show within
 * EMBED_TIMEOUT_MS, or its host is blocked, the dialog offers the booking page in a new tab, the
 * phone number and the message form instead; a calendar that arrives late still replaces them.
 */
export default function BookingDialogContent({
  onClose,
  closeAndThen,
  onCloseAutoFocus,
}: LazyDialogProps) {
  const embed = useEmbedStatus({ active: true, probeUrl: firm.embeds.schedulingPage });
  return (
    <OpenDialog onClose={onClose}>
      <Dialog.Content
        onCloseAutoFocus={onCloseAutoFocus}
        className="fixed left-1/2 top-1/2 z-[90] flex max-h-[94dvh] w-[min(56rem,94vw)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-card bg-white shadow-lift focus:outline-none"
      >
        <BookingDialogHeader>
          {firm.consultation.minutes} minutes, {firm.consultation.price}.{" "}
          {serviceTerms.consultationHours}. Choose a time below, or{" "}
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
        </BookingDialogHeader>
        <div className="overflow-y-auto">
          <p className="sr-only" aria-live="polite" data-booking-status>
            {embed.status === "failed" ? failedHeading : ""}
          </p>
          {embed.status === "failed" ? (
            <div className="p-5 md:p-6" data-embed-fallback="booking">
              <EmbedFallback
                heading={failedHeading}
                href={firm.embeds.schedulingPage}
                linkText="Open the booking page in a new tab"
                onMessageForm={(event) => {
                  event.preventDefault();
                  closeAndThen(focusMessageForm);
                }}
                onRetry={embed.retry}
              />
            </div>
          ) : null}
          <SchedulingWidget
            key={embed.attempt}
            url={firm.embeds.schedulingPage}
            scriptSrc={firm.embeds.schedulingWidgetScript}
            status={embed.status}
            onReady={embed.markReady}
            onFailed={embed.markFailed}
          />
        </div>
      </Dialog.Content>
    </OpenDialog>
  );
}
