/**
 * A client for ClamAV's daemon over its own protocol (clamd(8): the INSTREAM command), on a Unix
 * socket or TCP (docs/DOCUMENTS.md#malware-scanning). The file is sent in chunks as it is read, so
 * memory stays small whatever its size. Chosen over running `clamscan` per file, which loads the
 * whole signature database each time (docs/decisions/029-documents-before-the-consultation.md).
 */
import { connect, type Socket } from "node:net";
import type { Readable } from "node:stream";

export type ScanResult = { clean: true } | { clean: false; signature: string };

export interface MalwareScanner {
  /** Where it is, for the logs and the desk ("clamd at /run/clamav/clamd.ctl"). */
  readonly description: string;
  scan(stream: Readable): Promise<ScanResult>;
  ping(): Promise<void>;
}

export class ScannerError extends Error {
  override name = "ScannerError";
}

/** CLAMD_ADDRESS: "/path/to/clamd.sock", "unix:/path", or "tcp://host:3310". */
export type ClamdAddress = { path: string } | { host: string; port: number };

export function parseClamdAddress(value: string): ClamdAddress | undefined {
  const text = value.trim();
  if (text.startsWith("tcp://")) {
    try {
      const url = new URL(text);
      const port = Number(url.port || 3310);
      if (!url.hostname || !Number.isInteger(port) || port < 1 || port > 65535) return undefined;
      return { host: url.hostname.replace(/^\[|\]$/g, ""), port };
    } catch {
      return undefined;
    }
  }
  const socketPath = text.startsWith("unix:") ? text.slice("unix:".length) : text;
  return socketPath.startsWith("/") ? { path: socketPath } : undefined;
}

/** clamd's default StreamMaxLength is 25 MB; each chunk is sent with its length, as INSTREAM asks. */
const CHUNK_BYTES = 64 * 1024;

export class ClamdScanner implements MalwareScanner {
  readonly description: string;

  constructor(
    private readonly address: ClamdAddress,
    private readonly timeoutMs = 60_000,
  ) {
    this.description =
      "path" in address ? `clamd at ${address.path}` : `clamd at ${address.host}:${address.port}`;
  }

  private open(): Socket {
    const socket = "path" in this.address ? connect(this.address.path) : connect(this.address);
    socket.setTimeout(this.timeoutMs, () =>
      socket.destroy(new ScannerError("clamd did not answer in time")),
    );
    return socket;
  }

  /** One command and its one reply (the "z" prefix: NUL-terminated, clamd(8)). */
  private exchange(write: (socket: Socket) => Promise<void>): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = this.open();
      const chunks: Buffer[] = [];
      let settled = false;
      const finish = (error?: Error) => {
        if (settled) return;
        settled = true;
        socket.destroy();
        if (error) reject(error instanceof ScannerError ? error : new ScannerError(error.message));
        else resolve(Buffer.concat(chunks).toString("utf8").replace(/\0+$/, "").trim());
      };
      socket.on("data", (chunk) => chunks.push(chunk));
      socket.on("end", () => finish());
      socket.on("close", () => finish());
      socket.on("error", (error) => finish(error));
      socket.once("connect", () => {
        write(socket).catch((error: Error) => finish(error));
      });
    });
  }

  async ping(): Promise<void> {
    const reply = await this.exchange(async (socket) => {
      socket.write("zPING\0");
    });
    if (reply !== "PONG") throw new ScannerError(`clamd answered PING with "${reply}"`);
  }

  async scan(stream: Readable): Promise<ScanResult> {
    const reply = await this.exchange(async (socket) => {
      socket.write("zINSTREAM\0");
      for await (const data of stream) {
        const buffer = data as Buffer;
        for (let offset = 0; offset < buffer.length; offset += CHUNK_BYTES) {
          const chunk = buffer.subarray(offset, offset + CHUNK_BYTES);
          const length = Buffer.alloc(4);
          length.writeUInt32BE(chunk.length);
          // Wait for the socket to drain: the file is never held in memory whole.
          if (!socket.write(Buffer.concat([length, chunk])))
            await new Promise<void>((resolve, reject) => {
              socket.once("drain", resolve);
              socket.once("close", () => reject(new ScannerError("clamd closed the connection")));
            });
          if (socket.destroyed) return;
        }
      }
      socket.write(Buffer.alloc(4));
    });
    // "stream: OK", "stream: Eicar-Test-Signature FOUND", "INSTREAM size limit exceeded. ERROR"
    if (/^stream: OK$/.test(reply)) return { clean: true };
    const found = /^stream: (.+) FOUND$/.exec(reply);
    if (found) return { clean: false, signature: found[1]! };
    throw new ScannerError(`clamd could not scan the file: ${reply || "no answer"}`);
  }
}
