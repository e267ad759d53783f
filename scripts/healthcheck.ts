/**
 * The container's health check (Dockerfile HEALTHCHECK; docs/OPERATIONS.md#health-check): asks the
 * running server's /healthz on this machine and exits 0 when it answers 200, 1 otherwise. Uses
 * Node's own fetch, so the image needs no curl or wget. Reads PORT and HOST like the server.
 */
import { parseEnvForCommand } from "../app/platform/env.server";

export function healthUrl(host: string, port: number): string {
  const local = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  return `http://${local.includes(":") ? `[${local}]` : local}:${port}/healthz`;
}

async function main(): Promise<number> {
  const env = parseEnvForCommand();
  if (!env) return 1;
  const url = healthUrl(env.HOST, env.PORT);
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(4_000) });
    process.stdout.write(`${res.status} ${(await res.text()).slice(0, 500)}\n`);
    return res.status === 200 ? 0 : 1;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    process.stdout.write(`unreachable: ${url} (${cause ?? (error as Error).name})\n`);
    return 1;
  }
}

if (
  import.meta.url === `file://${process.argv[1]}` ||
  process.argv[1]?.endsWith("scripts/healthcheck.ts")
)
  process.exitCode = await main();
