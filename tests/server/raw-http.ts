import { connect, type Socket } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** True when the server closed the connection. */
  closed: boolean;
}

/** Parses the first response in `raw` (status line, headers, the rest as body). */
export function parseResponse(raw: string, closed: boolean): RawResponse {
  const [head = "", ...rest] = raw.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n"), closed };
}

/**
 * Sends bytes exactly as given (request lines a fetch client would never send: absolute-form
 * targets, TRACE, a huge Content-Length with no body) and resolves with the first response once its
 * headers and announced body are in, or when the server closes the connection.
 */
export function rawRequest(
  port: number,
  request: string,
  timeoutMs = 15_000,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, "127.0.0.1");
    let data = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete response within ${timeoutMs} ms:\n${data}`));
    }, timeoutMs);
    let settled = false;
    const done = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parseResponse(data, closed));
    };
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      data += chunk;
      const end = data.indexOf("\r\n\r\n");
      if (end < 0) return;
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(data.slice(0, end))?.[1];
      if (length !== undefined && data.length - end - 4 >= Number(length)) done(false);
    });
    socket.on("end", () => done(true));
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.write(request);
  });
}
