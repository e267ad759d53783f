import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { EnvError, parseEnv } from "./env";
import { describeError, logger } from "./logger";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");
const serverBuildPath = path.join(root, "build/server/index.js");

async function main() {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const serverBuild = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const app = createApp({ clientDir, serverBuild, logger });

  const server: Server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info("listening", { url: `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}` });
  });
  server.keepAliveTimeout = 5_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting_down", { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  logger.error("startup_failed", { error: describeError(error) });
  process.exit(1);
});
