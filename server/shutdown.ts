import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "../app/platform/logger.server";

/**
 * Tracks each connection and how many requests it is serving, so a stop can close every idle
 * connection at once (one opened without a request, as a browser's preconnect does; one kept alive
 * after its last reply) and each busy one as soon as its reply is done.
 */
export function trackConnections(server: Server) {
  const inFlight = new Map<Socket, Set<ServerResponse>>();
  let closing = false;

  const sayClose = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
  };

  server.on("connection", (socket: Socket) => {
    inFlight.set(socket, new Set());
    socket.once("close", () => inFlight.delete(socket));
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const responses = inFlight.get(socket) ?? new Set<ServerResponse>();
    inFlight.set(socket, responses);
    responses.add(res);
    // A request arriving while the server stops is still answered, then its connection closes.
    if (closing) sayClose(res);
    res.once("close", () => {
      responses.delete(res);
      if (closing && responses.size === 0) socket.end();
    });
  });

  return {
    /** Stops accepting, closes idle connections now and busy ones when their reply is done. */
    close(): Promise<void> {
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const [socket, responses] of inFlight) {
        if (responses.size === 0) socket.destroy();
        else for (const res of responses) sayClose(res);
      }
      return closed;
    },
    /** Cuts every connection still open (after the grace period). */
    destroyAll(): number {
      const n = inFlight.size;
      for (const socket of inFlight.keys()) socket.destroy();
      return n;
    },
  };
}

export interface ShutdownOptions {
  server: Server;
  logger: Logger;
  /** Longest wait for in-flight requests and the outbox before connections are cut. */
  graceMs?: number;
  /** Run before waiting for requests: stop timers and take no new background work. */
  beforeDrain?: () => void;
  /** Run once no request is in flight: finish background work (the outbox send in progress). */
  drain?: () => Promise<void>;
  /** Run last: release resources (close the database). */
  release?: () => void;
  exit?: (code: number) => void;
}

/**
 * Graceful stop on SIGTERM or SIGINT (docs/OPERATIONS.md#start-and-stop): stop accepting, finish
 * requests in flight, close idle and keep-alive connections, let the notification being sent finish,
 * close the database, exit 0. If that takes longer than the grace period (a client that never
 * finishes its upload), the remaining connections are cut and the exit code is 1.
 */
export function handleShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  const { server, logger, graceMs = 8_000 } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const connections = trackConnections(server);
  let stopping: Promise<void> | undefined;

  const stop = async (signal: string) => {
    logger.info("shutting_down", { signal });
    let forced = false;
    const deadline = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        forced = true;
        resolve();
      }, graceMs);
      timer.unref();
    });
    options.beforeDrain?.();
    await Promise.race([
      (async () => {
        await connections.close();
        await options.drain?.();
      })(),
      deadline,
    ]);
    if (forced) {
      const cut = connections.destroyAll();
      logger.warn("shutdown_forced", { graceMs, connectionsCut: cut });
    }
    options.release?.();
    logger.info("stopped", { forced });
    exit(forced ? 1 : 0);
  };

  return (signal: string) => {
    stopping ??= stop(signal);
    return stopping;
  };
}
