/**
 * A minimal structured logger. It is handed only operational facts (status codes, counts,
 * durations, route patterns): never a visitor's name, e-mail address, message or IP address.
 */
type Level = "info" | "warn" | "error";

export interface Logger {
  info(event: string, fields?: Record<string, string | number | boolean>): void;
  warn(event: string, fields?: Record<string, string | number | boolean>): void;
  error(event: string, fields?: Record<string, string | number | boolean>): void;
}

function write(
  level: Level,
  event: string,
  fields: Record<string, string | number | boolean> = {},
) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === "info") process.stdout.write(`${line}\n`);
  else process.stderr.write(`${line}\n`);
}

export const logger: Logger = {
  info: (event, fields) => write("info", event, fields),
  warn: (event, fields) => write("warn", event, fields),
  error: (event, fields) => write("error", event, fields),
};

/** The error's class and message only: stacks and messages from user input stay out of logs. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 300);
  return "unknown error";
}
