import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createSmtpMailer } from "../app/contact/contact-mailer.server";
import { ContactMessageOutbox } from "../app/contact/contact-outbox.server";
import { ContactInbox } from "../app/contact/contact-store.server";
import { firm } from "../app/content/firm";
import { createApp } from "./app";
import { ContactRateLimiter, contactGate, contactGateOf } from "./contact-gate";
import { mountDesk, openDesk } from "./desk";
import { EnvError, parseEnv } from "./env";
import { describeError, logger } from "./logger";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");
const serverBuildPath = path.join(root, "build/server/index.js");
const DAY_MS = 24 * 60 * 60 * 1000;

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

  // The contact inbox: SQLite in DATA_DIR, migrated before the first request. If it cannot be
  // opened the site still serves its pages; contact posts answer 503 (call or e-mail instead).
  let inbox: ContactInbox | undefined;
  try {
    inbox = ContactInbox.open(env.DATA_DIR);
  } catch (error) {
    logger.error("contact_inbox_unavailable", { error: describeError(error) });
  }
  const applyRetention = () => {
    if (!inbox) return;
    try {
      const deleted = inbox.deleteOlderThan(env.RETENTION_DAYS);
      logger.info("retention_applied", { retentionDays: env.RETENTION_DAYS, deleted });
    } catch (error) {
      logger.error("retention_failed", { error: describeError(error) });
    }
  };
  applyRetention();
  const retentionTimer = setInterval(applyRetention, DAY_MS);
  retentionTimer.unref();

  let outbox: ContactMessageOutbox | undefined;
  if (env.SMTP_URL && inbox) {
    outbox = new ContactMessageOutbox({
      inbox,
      mailer: createSmtpMailer(env.SMTP_URL),
      settings: {
        from: env.MAIL_FROM,
        to: env.MAIL_TO,
        siteUrl: env.SITE_URL,
        firmName: firm.name,
      },
      logger,
      retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    });
    outbox.start();
  } else if (!env.SMTP_URL) {
    logger.warn("notifications_off", {
      reason:
        "SMTP_URL is not set: contact messages are stored (npm run inbox) but no e-mail is sent",
    });
  }

  const desk = inbox
    ? openDesk({ inbox, env, logger, wakeOutbox: () => outbox?.notify() })
    : undefined;
  const limiter = new ContactRateLimiter(env.CONTACT_RATE_LIMIT, 15 * 60 * 1000);
  const serverBuild = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const app = createApp({
    clientDir,
    serverBuild,
    logger,
    beforeRouter: (a) => {
      a.use(contactGate(limiter));
      mountDesk(a, { env, logger });
    },
    loadContext: (_req, res) => ({
      desk,
      contact: {
        gate: contactGateOf(res),
        save(message) {
          try {
            if (!inbox) throw new Error("contact inbox unavailable");
            const id = inbox.save(message);
            logger.info("contact_message_stored", { id });
            outbox?.notify();
            return id;
          } catch (error) {
            logger.error("contact_storage_failed", { error: describeError(error) });
            throw error;
          }
        },
        dropped(reason) {
          logger.info("contact_bot_dropped", { reason });
        },
      },
    }),
  });

  const server: Server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info("listening", {
      url: `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`,
    });
  });
  server.keepAliveTimeout = 5_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting_down", { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    clearInterval(retentionTimer);
    // Take no new notification work; one being sent finishes and is marked before the DB closes.
    const outboxStopped = outbox?.stop();
    server.close(async () => {
      await outboxStopped;
      inbox?.close();
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
