import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AppLoadContext, ServerBuild } from "react-router";
import { openBooking } from "../app/booking/open-booking.server";
import { openContact } from "../app/contact/open-contact.server";
import { openSiteDatabase } from "../app/db/open-site-database.server";
import { openDesk } from "../app/desk/open-desk.server";
import { type DocumentsCapability, openDocuments } from "../app/documents/open-documents.server";
import { openEngagement } from "../app/engagement/open-engagement.server";
import { openIntake } from "../app/intake/open-intake.server";
import type { OpenedCapability } from "../app/platform/capability.server";
import { EnvError, parseEnv, type ServerEnv } from "../app/platform/env.server";
import { describeError, logger } from "../app/platform/logger.server";
import { openOutbox } from "../app/platform/open-outbox.server";
import type { Outbox } from "../app/platform/outbox.server";
import { createApp } from "./app";
import { answerClientError } from "./client-error";
import { checkHealth } from "./healthz";
import { bindFailureReason, listen } from "./listen";
import { findProjectRoot } from "./project-root";
import { handleShutdown } from "./shutdown";

const root = findProjectRoot();

function readEnv(): ServerEnv {
  try {
    return parseEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * The server: the platform (the database, the mailer and the one outbox every capability's
 * e-mails go through, the logger), then each capability opened from its folder's `open()` with
 * what it needs of the others as arguments, then HTTP (server/app.ts).
 */
async function main() {
  const env = readEnv();
  const { repos, problem: databaseProblem } = openSiteDatabase({
    dataDir: env.DATA_DIR,
    migrationsDir: path.join(root, "db/migrations"),
    logger,
  });
  let outbox: Outbox | undefined;
  const platform = { env, logger, repositories: repos, wakeOutbox: () => outbox?.notify() };

  // Documents (docs/DOCUMENTS.md): a missing or wrong master key, or unreachable storage, stops
  // the server here with the reason, before it accepts any file.
  let documents: DocumentsCapability;
  try {
    documents = await openDocuments(platform);
  } catch (error) {
    logger.error("documents_unavailable", { error: describeError(error) });
    console.error(error instanceof Error ? error.message : String(error));
    repos?.db.close();
    process.exit(1);
  }
  const engagement = openEngagement({ ...platform, documents: documents.service });
  const capabilities: OpenedCapability[] = [
    openContact(platform),
    // A booking's confirmation carries the link to its documents, and a move counts their due
    // date again and tells the client (docs/DOCUMENTS.md#from-a-booking).
    openBooking({
      ...platform,
      confirmationExtras: documents.confirmationExtras,
      rescheduledExtras: documents.rescheduledExtras,
      moveFollowers: documents.moveFollowers,
    }),
    openDesk(platform),
    documents,
    // Questionnaires (docs/INTAKE.md): the letters' reminders run on their hourly job.
    openIntake({ ...platform, documents: documents.service, otherReminders: engagement.reminders }),
    engagement,
  ];

  outbox = openOutbox({
    ...platform,
    queues: capabilities.flatMap((capability) => capability.mailQueues ?? []),
  });
  for (const capability of capabilities) capability.start?.();
  outbox?.start();

  const serverBuild = (await import(
    pathToFileURL(path.join(root, "build/server/index.js")).href
  )) as ServerBuild;
  const app = createApp({
    clientDir: path.join(root, "build/client"),
    serverBuild,
    logger,
    trustProxy: env.TRUST_PROXY,
    siteUrl: env.SITE_URL,
    health: () =>
      checkHealth({
        repositories: repos,
        databaseProblem,
        notificationsOn: Boolean(outbox),
        stuckAfterMs: env.OUTBOX_STUCK_AFTER_MINUTES * 60_000,
        logger,
      }),
    routePolicies: capabilities.flatMap((capability) => capability.routePolicies ?? []),
    beforeRouter: (expressApp) => {
      for (const capability of capabilities) capability.mount?.(expressApp);
    },
    loadContext: (req, res) => {
      const context: AppLoadContext = {};
      for (const capability of capabilities)
        Object.assign(context, capability.loadContext?.(req, res));
      return context;
    },
  });

  const server = createServer(app);
  server.keepAliveTimeout = 5_000;
  server.on("clientError", answerClientError);
  let stopped: Promise<unknown> | undefined;
  const shutdown = handleShutdown({
    server,
    logger,
    // Take no new background work (a message posted meanwhile is stored and e-mailed after the
    // next start); the e-mail being sent finishes and is marked before the database closes.
    beforeDrain: () => {
      stopped = Promise.all([...capabilities.map((c) => c.stop?.()), outbox?.stop()]);
    },
    drain: async () => {
      await stopped;
    },
    release: () => repos?.db.close(),
  });
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  try {
    const address = await listen(server, env.PORT, env.HOST);
    const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
    logger.info("listening", { url: `http://${host}:${address.port}` });
  } catch (error) {
    const reason = bindFailureReason(error);
    logger.error("listen_failed", { host: env.HOST, port: env.PORT, reason });
    console.error(`Cannot listen on ${env.HOST}:${env.PORT}: ${reason}.`);
    await outbox?.stop();
    repos?.db.close();
    process.exit(1);
  }
}

main().catch((error) => {
  logger.error("startup_failed", { error: describeError(error) });
  process.exit(1);
});
