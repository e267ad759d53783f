import { useCallback, useEffect, useRef, useState } from "react";

/**
 * How long a third-party embed (the scheduling calendar, the intake and agreement forms) may take
 * to show itself before the page offers the alternatives: open it in a new tab, call, or send a
 * message (docs/PRODUCT-RULES.md#contact-and-privacy). A blocked host is recognised at once.
 */
export const EMBED_TIMEOUT_MS = 10_000;

export type EmbedStatus = "loading" | "ready" | "failed";

/**
 * Whether a third-party embed really showed up, from the signals browsers give:
 * - the provider says so (`markReady`: a postMessage from its frame, e.g. Calendly's `calendly.*`
 *   events, or any message from the embedded frame's own window);
 * - its frame finished loading (`markLoaded`) AND its host answered a credential-free HEAD request.
 *   An iframe fires `load` for the browser's own error page too (blocked, offline, refused), so a
 *   load alone proves nothing; the HEAD request failing is what tells a blocked host apart;
 * - a script or probe error (`markFailed`), or nothing good within `timeoutMs`.
 *
 * "failed" is not final: a slow embed that shows up later still turns "ready", so the visitor gets
 * it after all. `retry()` starts a new attempt (the caller remounts the embed).
 */
export function useEmbedStatus({
  active,
  probeUrl,
  timeoutMs = EMBED_TIMEOUT_MS,
}: {
  /** False until the visitor opens the embed: nothing is requested before that. */
  active: boolean;
  /** A URL on the embed's host, asked with HEAD (no cookies, no referrer) to see that it answers. */
  probeUrl: string;
  timeoutMs?: number;
}) {
  const [status, setStatus] = useState<EmbedStatus>("loading");
  const [attempt, setAttempt] = useState(0);
  const loaded = useRef(false);
  const reachable = useRef<boolean | null>(null);
  const ready = useRef(false);

  const markReady = useCallback(() => {
    ready.current = true;
    setStatus("ready");
  }, []);
  const markFailed = useCallback(() => {
    if (!ready.current) setStatus("failed");
  }, []);
  const markLoaded = useCallback(() => {
    loaded.current = true;
    if (reachable.current === true) markReady();
  }, [markReady]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` starts a fresh check.
  useEffect(() => {
    if (!active) return;
    loaded.current = false;
    reachable.current = null;
    ready.current = false;
    setStatus("loading");
    let live = true;
    fetch(probeUrl, {
      method: "HEAD",
      mode: "no-cors",
      credentials: "omit",
      cache: "no-store",
      referrerPolicy: "no-referrer",
    }).then(
      () => {
        if (!live) return;
        reachable.current = true;
        if (loaded.current) markReady();
      },
      () => {
        if (!live) return;
        reachable.current = false;
        markFailed();
      },
    );
    const timer = window.setTimeout(() => {
      if (live) markFailed();
    }, timeoutMs);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [active, probeUrl, timeoutMs, attempt, markReady, markFailed]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { status, attempt, markReady, markLoaded, markFailed, retry };
}
