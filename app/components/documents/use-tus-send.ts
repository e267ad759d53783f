import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { refusalText } from "~/documents/document-messages";

export type Upload = { name: string; sent: number; total: number; state: "sending" | "waiting" };

/**
 * Sending a checklist item's files with JavaScript (docs/DOCUMENTS.md#the-clients-page): each file
 * in resumable pieces (tus), with its progress, retrying through a dropped connection; then the
 * page's data is read again. One sending at a time per item: while a file is on its way, `sending`
 * is true (the button is disabled and the form `aria-busy`) and another press sends nothing, so a
 * double tap never sends the file twice; it is false again when the sending ends, failed or not.
 */
export function useTusSend({
  token,
  itemId,
  maxFileBytes,
  onEnd,
}: {
  token: string;
  itemId: number;
  maxFileBytes: number;
  /** Runs when a sending ends (the file input is emptied there). */
  onEnd: () => void;
}) {
  const revalidator = useRevalidator();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Set at once, before any re-render: a second press in the same moment finds it taken.
  const busy = useRef(false);

  async function send(files: FileList | null) {
    if (!files?.length || busy.current) return;
    busy.current = true;
    setSending(true);
    setProblem(null);
    setDone(null);
    try {
      const { Upload: TusUpload } = await import("tus-js-client");
      for (const file of Array.from(files)) {
        if (file.size > maxFileBytes) {
          setProblem(
            `${file.name}: ${refusalText("too-large", maxFileBytes, undefined, file.size)}`,
          );
          continue;
        }
        const entry: Upload = { name: file.name, sent: 0, total: file.size, state: "sending" };
        setUploads((list) => [...list, entry]);
        const update = (patch: Partial<Upload>) =>
          setUploads((list) => list.map((u) => (u === entry ? Object.assign(entry, patch) : u)));
        await new Promise<void>((resolve) => {
          const upload = new TusUpload(file, {
            endpoint: "/documents/uploads",
            headers: { "Document-Token": token },
            metadata: { itemId: String(itemId), filename: file.name },
            // PATCH goes as POST with an override header, which passes proxies that drop PATCH;
            // the server takes both (docs/STANDARDS.md#tus).
            overridePatchMethod: true,
            chunkSize: 2 * 1024 * 1024,
            // A phone on a poor connection: keep trying for about ten minutes.
            retryDelays: [
              0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000, 60_000, 60_000, 120_000, 120_000,
              120_000,
            ],
            removeFingerprintOnSuccess: true,
            onProgress: (sent, total) => update({ sent, total, state: "sending" }),
            onShouldRetry: (error, _attempt, options) => {
              const status = error.originalResponse?.getStatus() ?? 0;
              const retry = status === 0 || status >= 500 || status === 409 || status === 423;
              if (retry) update({ state: "waiting" });
              return retry && (options.retryDelays?.length ?? 0) > 0;
            },
            onError: (error) => {
              const response = "originalResponse" in error ? error.originalResponse : null;
              const body = response?.getBody();
              const status = response?.getStatus() ?? 0;
              setProblem(
                // A size refused by the server (the tus server's own "Maximum size exceeded"
                // included) in the page's words, with the file's size and the limit.
                status === 413 && body !== "request-full" && !body?.startsWith("Together")
                  ? `${file.name}: ${refusalText("too-large", maxFileBytes, undefined, file.size)}`
                  : status >= 400 && status < 500 && body && body.length < 400
                    ? `${file.name}: ${body}`
                    : `${file.name} was not sent: the connection kept failing. Try again when you have a better connection; what was sent is kept.`,
              );
              setUploads((list) => list.filter((u) => u !== entry));
              resolve();
            },
            onSuccess: () => {
              setUploads((list) => list.filter((u) => u !== entry));
              setDone(`${file.name} was received.`);
              resolve();
            },
          });
          upload.findPreviousUploads().then((previous) => {
            if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
            upload.start();
          });
        });
      }
    } catch {
      // The uploader itself could not be loaded (the connection dropped before it came).
      setProblem("The file was not sent: the connection failed. Try again in a moment.");
    } finally {
      busy.current = false;
      setSending(false);
      onEnd();
      revalidator.revalidate();
    }
  }

  return { send, sending, uploads, problem, done };
}
