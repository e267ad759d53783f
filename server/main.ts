import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { addressProofConfirmationExtra } from "../app/booking/address-proof-email.server";
import { bookingMailQueue } from "../app/booking/booking-mail-queue.server";
import { BookingService } from "../app/booking/booking-service.server";
import { addConfirmationExtra } from "../app/booking/confirmation-extras.server";
import { contactMailQueues } from "../app/contact/contact-mail-queues.server";
import { firm } from "../app/content/firm";
import { SiteDatabase } from "../app/db/database.server";
import { type Repositories, repositories } from "../app/db/repositories.server";
import { DeskDigestScheduler, deskDigestQueue } from "../app/desk/desk-digest.server";
import { deskReplyQueue } from "../app/desk/desk-reply-queue.server";
import { documentsConfirmationExtra } from "../app/documents/booking-documents-email.server";
import { documentMailQueue } from "../app/documents/document-mail-queue.server";
import { engagementMailQueue } from "../app/engagement/engagement-mail-queue.server";
import type { EngagementService } from "../app/engagement/engagement-service.server";
import { intakeMailQueue } from "../app/intake/intake-mail-queue.server";
import { describeError, logger } from "../app/platform/logger.server";
import { createSmtpMailer } from "../app/platform/mailer.server";
import { Outbox } from "../app/platform/outbox.server";
import { createApp } from "./app";
import { answerClientError } from "./client-error";
import { createContactGate } from "./contact-gate";
import { deskRoutePolicy, openDesk } from "./desk";
import { documentsRoutePolicy, mountDocuments, openDocuments } from "./documents";
import { engagementReminders, engagementRoutePolicy, openEngagement } from "./engagement";
import { EnvError, parseEnv } from "./env";
import { checkHealth } from "./healthz";
import { intakeRoutePolicy, openIntake } from "./intake";
import { bindFailureReason, listen } from "./listen";
import { findProjectRoot } from "./project-root";
import { secretLinkRoutePolicy } from "./secret-links";
import { handleShutdown } from "./shutdown";

const root = findProjectRoot();
const clientDir = path.join(root, "build/client");
const serverBuildPath = path.join(root, "build/server/index.js");
const migrationsDir = path.join(root, "db/migrations");
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Opens the database (app/db) and checks it (SQLite's quick_check). If it cannot be opened, or is
 * damaged, the site still serves its pages; contact posts answer 503 (call or e-mail instead) and
 * /healthz fails, so the operator restores it (docs/OPERATIONS.md#restore-from-a-backup).
 */
function openDatabase(dataDir: string): {
  repos?: Repositories;
  problem?: "unavailable" | "damaged";
} {
  let db: SiteDatabase;
  try {
    db = SiteDatabase.open(dataDir, { migrationsDir });
  } catch (error) {
    logger.error("contact_inbox_unavailable", { error: describeError(error) });
    return { problem: "unavailable" };
  }
  let problems: string;
  try {
    const check = db.quickCheck();
    if (check.ok) return { repos: repositories(db) };
    problems = check.problems.join(" | ");
  } catch (error) {
    problems = describeError(error);
  }
  logger.error("contact_inbox_damaged", {
    check: "PRAGMA quick_check",
    problems,
    action:
      "contact posts answer 503 until the database is restored from a backup (docs/OPERATIONS.md#restore-from-a-backup)",
  });
  db.close();
  return { problem: "damaged" };
}

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

  const { repos, problem: databaseProblem } = openDatabase(env.DATA_DIR);
  // The firm's own booking (docs/BOOKING.md), on the same database; its actions are recorded in
  // the desk's audit log like every other desk action.
  const booking = repos
    ? new BookingService({
        repos,
        settings: firm.booking,
        reminderLeadMinutes: env.BOOKING_REMINDERS,
        logger,
        wakeOutbox: () => outbox?.notify(),
        audit: (staffId, action, messageId, detail) =>
          repos.audit.record(staffId, action, messageId, detail),
      })
    : undefined;
  const bookingMail = {
    from: env.MAIL_FROM,
    to: env.MAIL_TO,
    routes: env.MAIL_ROUTES,
    siteUrl: env.SITE_URL,
    firmName: firm.name,
  };

  const applyRetention = () => {
    if (!repos) return;
    try {
      // A booking is kept for the same period after its consultation (docs/BOOKING.md#privacy).
      const bookingsDeleted =
        booking?.bookings.deleteEndedBefore(Date.now() - env.RETENTION_DAYS * DAY_MS) ?? 0;
      const deleted = repos.messages.deleteOlderThan(env.RETENTION_DAYS);
      logger.info("retention_applied", {
        retentionDays: env.RETENTION_DAYS,
        deleted,
        bookingsDeleted,
      });
    } catch (error) {
      logger.error("retention_failed", { error: describeError(error) });
    }
  };
  applyRetention();
  const retentionTimer = setInterval(applyRetention, DAY_MS);
  retentionTimer.unref();

  const mailer = env.SMTP_URL ? createSmtpMailer(env.SMTP_URL) : undefined;
  // Opened below, once the documents' master key is; read by its mail queue as it sends.
  let engagement: EngagementService | undefined;
  let outbox: Outbox | undefined;
  if (mailer && repos) {
    outbox = new Outbox({
      mailer,
      logger,
      retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
      pollMs: env.OUTBOX_POLL_SECONDS * 1_000,
      queues: [
        ...contactMailQueues({
          messages: repos.messages,
          settings: {
            from: env.MAIL_FROM,
            to: env.MAIL_TO,
            routes: env.MAIL_ROUTES,
            siteUrl: env.SITE_URL,
            firmName: firm.name,
          },
          logger,
          acknowledgements: env.ACK_EMAILS === "on",
        }),
        ...(booking ? [bookingMailQueue(booking, bookingMail)] : []),
        // Replies written in the desk (docs/DESK.md#replies).
        deskReplyQueue(repos, {
          from: env.MAIL_FROM,
          to: env.MAIL_TO,
          routes: env.MAIL_ROUTES,
          firmName: firm.name,
        }),
        // The documents' e-mails: links, receipts, reminders (docs/DOCUMENTS.md#e-mails).
        documentMailQueue(repos.db, {
          firmName: firm.name,
          from: env.MAIL_FROM,
          staffEmail: env.MAIL_TO,
          routes: env.MAIL_ROUTES,
        }),
        // The intake questionnaires' e-mails (docs/INTAKE.md#e-mails).
        intakeMailQueue(repos.db, {
          firmName: firm.name,
          from: env.MAIL_FROM,
          staffEmail: env.MAIL_TO,
        }),
        // The engagement letters' e-mails (docs/ENGAGEMENT.md#e-mails).
        engagementMailQueue(repos.db, () => engagement, {
          firmName: firm.name,
          from: env.MAIL_FROM,
          staffEmail: env.MAIL_TO,
          routes: env.MAIL_ROUTES,
        }),
        // Each staff member's daily digest (docs/DESK.md#the-daily-digest).
        deskDigestQueue(repos, {
          from: env.MAIL_FROM,
          siteUrl: env.SITE_URL,
          firmName: firm.name,
        }),
      ],
    });
  } else if (!env.SMTP_URL) {
    logger.warn("notifications_off", {
      reason:
        "SMTP_URL is not set: contact messages are stored (npm run inbox) but no e-mail is sent",
    });
  }

  const desk = repos
    ? openDesk({ repositories: repos, env, logger, wakeOutbox: () => outbox?.notify() })
    : undefined;
  const admitBooking = createContactGate({
    limit: env.BOOKING_RATE_LIMIT,
    windowMs: 15 * 60 * 1000,
    logger,
  });
  // Documents (docs/DOCUMENTS.md): a missing or wrong master key, or unreachable storage, stops
  // the server here with the reason, before it accepts any file.
  let documents: Awaited<ReturnType<typeof openDocuments>> | undefined;
  if (repos) {
    try {
      documents = await openDocuments({
        db: repos.db,
        env,
        logger,
        wakeOutbox: () => outbox?.notify(),
      });
    } catch (error) {
      logger.error("documents_unavailable", { error: describeError(error) });
      console.error(error instanceof Error ? error.message : String(error));
      await outbox?.stop();
      repos.db.close();
      process.exit(1);
    }
    documents.start();
    // A booking's confirmation carries the link to its documents (docs/DOCUMENTS.md#from-a-booking).
    addConfirmationExtra(documentsConfirmationExtra(documents, logger));
  }
  // Every confirmation asks the visitor to confirm their address (docs/BOOKING.md#an-address-proves-itself).
  if (booking) {
    const service = booking;
    addConfirmationExtra(addressProofConfirmationExtra((id) => service.issueAddressProof(id)));
  }
  // Intake questionnaires (docs/INTAKE.md): their answers use the documents' master key.
  const intake =
    repos && documents
      ? openIntake({
          db: repos.db,
          documents,
          env,
          logger,
          audit: repos.audit,
          wakeOutbox: () => outbox?.notify(),
        })
      : undefined;
  // Engagement letters (docs/ENGAGEMENT.md): their terms and PDFs use the documents' master key.
  engagement =
    repos && documents
      ? openEngagement({
          db: repos.db,
          documents,
          env,
          logger,
          audit: repos.audit,
          wakeOutbox: () => outbox?.notify(),
        })
      : undefined;
  // The questionnaires' and the letters' reminders, on one hourly job (docs/INTAKE.md#reminders).
  const letters =
    engagement && repos
      ? engagementReminders(engagement, {
          logger,
          audit: repos.audit,
          wakeOutbox: () => outbox?.notify(),
        })
      : undefined;
  intake?.start(
    letters ? [{ name: "engagement", sendReminders: () => letters.sendReminders() }] : [],
  );
  // Started once every confirmation extra is in place, so no e-mail goes out without its lines.
  outbox?.start();
  // The daily digest: queued only where e-mail is on (else they would wait for nothing). Its first
  // check runs before the server listens, so a day's digests are queued (once) before any request.
  const digests =
    outbox && repos && env.DESK_DIGEST_TIME !== "off"
      ? new DeskDigestScheduler({
          repos,
          time: env.DESK_DIGEST_TIME,
          wakeOutbox: () => outbox?.notify(),
          logger,
        })
      : undefined;
  digests?.start();
  const admit = createContactGate({
    limit: env.CONTACT_RATE_LIMIT,
    windowMs: 15 * 60 * 1000,
    logger,
  });
  const serverBuild = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const app = createApp({
    clientDir,
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
    routePolicies: [
      deskRoutePolicy({ env, logger }),
      documentsRoutePolicy({ env, logger }),
      intakeRoutePolicy({ logger }),
      engagementRoutePolicy({ logger }),
      secretLinkRoutePolicy,
    ],
    beforeRouter: (a) => {
      if (documents) mountDocuments(a, { documents, logger });
    },
    loadContext: (req, res) => ({
      desk,
      bookingProvider: env.BOOKING_PROVIDER,
      intakeFormsProvider: env.INTAKE_FORMS_PROVIDER,
      booking: booking
        ? { service: booking, admit: () => admitBooking(req, res), mail: bookingMail }
        : undefined,
      documents,
      intake: intake?.intake,
      engagement: engagement
        ? {
            service: engagement,
            client: { ip: req.ip ?? "unknown", userAgent: req.get("user-agent") ?? "" },
          }
        : undefined,
      contact: {
        admit: () => admit(req, res),
        save(message, options = {}) {
          try {
            if (!repos) throw new Error("contact inbox unavailable");
            const id = repos.messages.save(message, Date.now(), {
              ...options,
              // The visitor's acknowledgement (ACK_EMAILS); the store applies the daily cap.
              acknowledge: env.ACK_EMAILS === "on",
            });
            if (options.suspectedSpam) {
              logger.info("contact_message_stored", { id, suspectedSpam: options.suspectedSpam });
            } else {
              logger.info("contact_message_stored", { id });
              outbox?.notify();
            }
            return id;
          } catch (error) {
            logger.error("contact_storage_failed", { error: describeError(error) });
            throw error;
          }
        },
      },
    }),
  });

  const server = createServer(app);
  server.keepAliveTimeout = 5_000;
  server.on("clientError", answerClientError);
  let outboxStopped: Promise<void> | undefined;
  const shutdown = handleShutdown({
    server,
    logger,
    // Take no new notification work (a message posted meanwhile is stored and e-mailed after the
    // next start); the one being sent finishes and is marked before the database closes.
    beforeDrain: () => {
      clearInterval(retentionTimer);
      digests?.stop();
      intake?.stop();
      outboxStopped = Promise.all([outbox?.stop(), documents?.stop()]).then(() => {});
    },
    drain: async () => {
      await outboxStopped;
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
