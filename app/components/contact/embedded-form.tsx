import { type MouseEvent, useEffect, useRef, useState } from "react";
import { afterNextPaint } from "~/lib/scheduling/after-next-paint";
import { Icon } from "../ui/icon";
import { EmbedFallback } from "./embed-fallback";
import { useEmbedStatus } from "./use-embed-status";

/**
 * A third-party form in an iframe that loads only once its tab has been opened (no third-party
 * request on first page load, docs/PRODUCT-RULES.md#contact-and-privacy), then stays loaded so a
 * half-filled form survives a switch of tabs. A plain link opens the same form in a new tab.
 *
 * The frame stays invisible until it has shown itself (useEmbedStatus: a message from the frame,
 * or its load once its host has answered); if its host is blocked, or nothing shows within
 * EMBED_TIMEOUT_MS, the visitor gets the alternatives instead of a grey error frame. A form that
 * arrives late still replaces them.
 */
export function EmbeddedForm({
  src,
  title,
  height,
  active,
  onMessageForm,
}: {
  src: string;
  title: string;
  height: number;
  active: boolean;
  /** Follows the fallback's link to the message form (switches tabs first). */
  onMessageForm: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const [opened, setOpened] = useState(active);
  // The frame is made once its panel has painted (the tabs draw the panel once the press has
  // painted): a new iframe (a browsing context) costs tens of milliseconds on a phone, a task of its
  // own rather than part of the panel's. (A transition was not enough: React committed it in the
  // same frame.)
  useEffect(() => {
    if (active && !opened) return afterNextPaint(() => setOpened(true));
  }, [active, opened]);
  const embed = useEmbedStatus({ active: opened, probeUrl: src });
  const frame = useRef<HTMLIFrameElement>(null);
  const { markReady } = embed;

  // Form providers post messages to the page that frames them (heights, steps); any message from
  // this frame's own window proves a real form is there, which the browser's error page never does.
  useEffect(() => {
    if (!opened) return;
    const origin = new URL(src).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin && event.source === frame.current?.contentWindow) markReady();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [opened, src, markReady]);

  const name = title.toLowerCase();
  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-x-2 text-[0.95rem]">
        <Icon name="external" className="size-4 text-brass-700" />
        <span>Form not showing, or easier on a bigger screen?</span>
        <a
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-6 items-center font-semibold text-ink-800 underline"
        >
          Open the {name} in a new tab
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
      <p className="sr-only" aria-live="polite">
        {opened && embed.status === "failed" ? `The ${name} did not load.` : ""}
      </p>
      {opened && embed.status === "failed" ? (
        <div data-embed-fallback={title}>
          <EmbedFallback
            heading={`The ${name} did not load`}
            href={src}
            linkText={`Open the ${name} in a new tab`}
            onMessageForm={onMessageForm}
            onRetry={embed.retry}
          />
        </div>
      ) : null}
      <div
        className="relative overflow-hidden rounded-card border border-line bg-white shadow-card"
        style={{ height }}
        hidden={opened && embed.status === "failed"}
        data-embed-status={opened ? embed.status : "closed"}
      >
        {opened ? (
          <>
            {embed.status === "loading" ? (
              <p
                className="absolute inset-x-0 top-10 px-6 text-center text-muted"
                aria-hidden="true"
              >
                Loading the {name}…
              </p>
            ) : null}
            <iframe
              key={embed.attempt}
              ref={frame}
              src={src}
              title={title}
              height={height}
              onLoad={embed.markLoaded}
              className={`relative block h-full w-full border-0 ${embed.status === "ready" ? "" : "invisible"}`}
              referrerPolicy="strict-origin-when-cross-origin"
              data-embed={title}
            />
          </>
        ) : active ? (
          <p className="px-6 pt-10 text-center text-muted" aria-hidden="true">
            Loading the {name}…
          </p>
        ) : (
          <p className="p-6 text-muted">The {name} loads when you open this tab.</p>
        )}
      </div>
    </div>
  );
}
