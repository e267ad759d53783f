import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Binds the server, resolving with the bound address or rejecting with the reason (EADDRINUSE,
 * EACCES, ENOTFOUND for a HOST that does not resolve …), so start-up can exit non-zero instead of
 * reporting success (docs/OPERATIONS.md#start-and-stop).
 */
export function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off("listening", onListening);
      reject(error);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve(server.address() as AddressInfo);
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, host);
  });
}

/** "EADDRINUSE", "ENOTFOUND" …: the reason a bind failed, for the log line and the exit message. */
export function bindFailureReason(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  switch (code) {
    case "EADDRINUSE":
      return "the port is already in use by another process";
    case "EACCES":
      return "permission denied (ports below 1024 need privileges)";
    case "EADDRNOTAVAIL":
      return "HOST is not an address of this machine";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "HOST does not resolve to an address";
    default:
      return typeof code === "string" ? code : "unknown error";
  }
}
