import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { type ServiceType, serviceTypes } from "~/contact/contact-schema";
import { firm } from "~/content/firm";
import { type ClockTime, parseClockTime } from "~/desk/desk-digest-schedule";
import { parseClamdAddress } from "~/documents/clamd-client.server";
import { keyTextRule, parseKeyText } from "~/documents/document-keys.server";

/**
 * The server's environment, parsed once at start-up (README.md#configuration). A bad value stops
 * the process with a message naming the variable.
 */
const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** A whole number written in plain decimal digits: "0x10", "1e3", " 3000 " and "30.0" are refused. */
const decimal = (min: number, max: number, fallback: number) =>
  z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^\d{1,10}$/, "must be a whole number written in decimal digits")
        .optional(),
    )
    .transform((v) => (v === undefined ? fallback : Number(v)))
    .pipe(z.number().int().min(min).max(max));

const trustProxyNames = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
function isAddressOrSubnet(value: string): boolean {
  const [address = "", prefix, ...rest] = value.split("/");
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which hops may tell the server the visitor's address (X-Forwarded-For) and scheme
 * (X-Forwarded-Proto): Express's `trust proxy` setting, limited to safe forms. "false" trusts no
 * proxy; a number trusts that many hops; otherwise a comma-separated list of addresses, subnets and
 * the names loopback, linklocal, uniquelocal. "true" (trust every hop) is refused: it would let any
 * client choose the address the rate limit counts (docs/OPERATIONS.md#behind-a-proxy).
 */
const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default("loopback")
    .transform((raw, ctx): string | number | false => {
      const value = raw.trim().toLowerCase();
      if (value === "false" || value === "none") return false;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const entries = value.split(",").map((e) => e.trim());
      const bad = entries.filter((e) => !trustProxyNames.has(e) && !isAddressOrSubnet(e));
      if (value === "true" || bad.length) {
        ctx.addIssue({
          code: "custom",
          message:
            value === "true"
              ? "true would trust every client's X-Forwarded-For; give the proxy's address, a subnet, loopback, or a hop count"
              : `not an address, subnet, hop count or one of loopback, linklocal, uniquelocal: ${bad.join(", ")}`,
        });
        return z.NEVER;
      }
      return entries.join(",");
    }),
);

/**
 * MAIL_TO_<AREA>: one optional variable per practice area of the form's service list, named after
 * its value (real-estate -> MAIL_TO_REAL_ESTATE), whose notifications then go to that inbox instead
 * of MAIL_TO (docs/CONTACT-INBOX.md#routing-by-practice-area).
 */
export const mailRouteVariables = Object.fromEntries(
  serviceTypes.map((s) => [`MAIL_TO_${s.value.toUpperCase().replace(/-/g, "_")}`, s.value]),
) as Record<string, ServiceType>;

const onOff = (fallback: "on" | "off") =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : v.trim().toLowerCase()) : v),
    z.enum(["on", "off"], { message: "must be on or off" }).default(fallback),
  );

/**
 * BOOKING_REMINDERS: how long before a consultation each reminder e-mail goes, as a comma-separated
 * list of hours or minutes ("24h,2h", "90m"), or "off" (docs/BOOKING.md#e-mails-and-invitations).
 * Each lead is between 10 minutes and 14 days; the list is read as minutes.
 */
const reminderLeads = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default("24h,2h")
    .transform((raw, ctx): number[] => {
      const value = raw.trim().toLowerCase();
      if (value === "off" || value === "none") return [];
      const leads: number[] = [];
      for (const part of value.split(",").map((p) => p.trim())) {
        const m = /^(\d{1,5})(h|m)$/.exec(part);
        const minutes = m ? Number(m[1]) * (m[2] === "h" ? 60 : 1) : Number.NaN;
        if (!(minutes >= 10 && minutes <= 14 * 24 * 60)) {
          ctx.addIssue({
            code: "custom",
            message: `not a lead time between 10m and 336h: ${part || "(empty)"}; write e.g. 24h,2h or off`,
          });
          return z.NEVER;
        }
        if (!leads.includes(minutes)) leads.push(minutes);
      }
      return leads.sort((a, b) => b - a);
    }),
);

export const envSchema = z.object({
  PORT: decimal(0, 65535, 3000),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default("0.0.0.0")),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default("./data")),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .url()
      .refine((v) => /^smtps?:\/\//.test(v), "must start with smtp:// or smtps://")
      .refine((v) => {
        try {
          return new URL(v).hostname !== "";
        } catch {
          return false;
        }
      }, "must name the mail server's host, e.g. smtp://user:pass@smtp.example.com:587")
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .email()
      .default(`website@${new URL(firm.siteUrl).hostname.replace(/^www\./, "")}`),
  ),
  MAIL_TO: z.preprocess(emptyToUndefined, z.string().email().default(firm.email)),
  /** The automatic acknowledgement to each visitor (docs/CONTACT-INBOX.md). */
  ACK_EMAILS: onOff("on"),
  SITE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .url()
      .refine((v) => /^https?:\/\//.test(v), "must start with http:// or https://")
      .transform((v) => v.replace(/\/+$/, ""))
      .default(firm.siteUrl),
  ),
  RETENTION_DAYS: decimal(1, 3650, 365),
  /** Contact posts allowed per client address per 15 minutes (docs/CONTACT-INBOX.md). */
  CONTACT_RATE_LIMIT: decimal(1, 10_000, 5),
  /** First retry delay after a failed notification e-mail, doubling per attempt (ms). */
  OUTBOX_RETRY_BASE_MS: decimal(10, 3_600_000, 30_000),
  /**
   * Longest the outbox rests between looks at its queues (seconds). It wakes at once when the
   * server queues an e-mail and when one falls due; this bounds how long an e-mail another process
   * wrote into the database waits.
   */
  OUTBOX_POLL_SECONDS: decimal(1, 3_600, 60),
  /** /healthz fails when a notification has waited longer than this (docs/OPERATIONS.md#health-check). */
  OUTBOX_STUCK_AFTER_MINUTES: decimal(1, 7 * 24 * 60, 60),
  TRUST_PROXY: trustProxy,
  /** Lead desk (docs/DESK.md): a session ends after this many minutes without a request. */
  DESK_SESSION_IDLE_MINUTES: decimal(1, 24 * 60, 30),
  /** Lead desk: a session ends this many hours after sign-in, however active. */
  DESK_SESSION_MAX_HOURS: decimal(1, 7 * 24, 12),
  /** Lead desk: sign-in and enrollment requests per client address per 15 minutes. */
  DESK_SIGNIN_RATE_LIMIT: decimal(2, 10_000, 30),
  /**
   * Lead desk: when the daily digest e-mail goes to staff (docs/DESK.md#the-daily-digest), a
   * 24-hour time on Toronto's clock such as 07:30, or off for nobody.
   */
  DESK_DIGEST_TIME: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() || undefined : v),
    z
      .string()
      .default("07:30")
      .transform((value, ctx): ClockTime | "off" => {
        if (value === "off") return "off";
        const time = parseClockTime(value);
        if (time) return time;
        ctx.addIssue({
          code: "custom",
          message: "must be a 24-hour time on Toronto's clock, like 07:30, or off",
        });
        return z.NEVER;
      }),
  ),
  /** Reminder e-mails before each consultation (docs/BOOKING.md#e-mails-and-invitations). */
  BOOKING_REMINDERS: reminderLeads,
  /** Booking, rescheduling and cancelling posts allowed per client address per 15 minutes. */
  BOOKING_RATE_LIMIT: decimal(1, 10_000, 10),
  /**
   * Which booking the Book buttons open (docs/BOOKING.md#the-external-scheduler): "own" or
   * "external"; unset, the firm's choice in app/content/firm.ts (`booking.provider`).
   */
  BOOKING_PROVIDER: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() || undefined : v),
    z
      .enum(["own", "external"], { message: "must be own or external" })
      .default(firm.booking.provider),
  ),
  /**
   * What the contact page's forms tabs offer (docs/INTAKE.md#the-contact-page): "own" or
   * "external"; unset, the firm's choice in app/content/firm.ts (`embeds.forms`).
   */
  INTAKE_FORMS_PROVIDER: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() || undefined : v),
    z.enum(["own", "external"], { message: "must be own or external" }).default(firm.embeds.forms),
  ),
  // Documents before the consultation (docs/DOCUMENTS.md).
  /** The master key itself (base64 or hex of 32 bytes); or DOCUMENTS_KEY_FILE; or DATA_DIR/keys. */
  DOCUMENTS_MASTER_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => parseKeyText(v) !== undefined, keyTextRule)
      .optional(),
  ),
  DOCUMENTS_KEY_FILE: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  DOCUMENTS_STORAGE: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() || undefined : v),
    z.enum(["disk", "s3"], { message: "must be disk or s3" }).default("disk"),
  ),
  DOCUMENTS_S3_BUCKET: z.preprocess(emptyToUndefined, z.string().min(3).max(63).optional()),
  DOCUMENTS_S3_ENDPOINT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .url()
      .refine((v) => /^https?:\/\//.test(v), "must start with http:// or https://")
      .optional(),
  ),
  DOCUMENTS_S3_REGION: z.preprocess(emptyToUndefined, z.string().min(1).default("us-east-1")),
  DOCUMENTS_S3_PREFIX: z
    .string()
    .regex(/^([\w.-]+\/)*$/, "must be empty or folder names each ending in /, like documents/")
    .default("documents/"),
  DOCUMENTS_S3_PATH_STYLE: onOff("on"),
  DOCUMENTS_S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  DOCUMENTS_S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  /** ClamAV's daemon: a Unix socket path or tcp://host:port; unset = files are kept unscanned. */
  CLAMD_ADDRESS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (v) => parseClamdAddress(v) !== undefined,
        "must be a socket path such as /run/clamav/clamd.ctl or tcp://host:3310",
      )
      .optional(),
  ),
  DOCUMENTS_MAX_FILE_MB: decimal(1, 2_000, 25),
  DOCUMENTS_MAX_REQUEST_MB: decimal(1, 20_000, 200),
  DOCUMENTS_LINK_DAYS: decimal(1, 365, 30),
  DOCUMENTS_RETENTION_DAYS: decimal(1, 3650, 90),
  DOCUMENTS_REMINDER_HOURS: decimal(1, 14 * 24, 24),
  /**
   * Seconds the documents' background work rests between passes when nothing wakes it: the most a
   * due reminder waits to be queued, or a scan retry to be tried (docs/DOCUMENTS.md#e-mails).
   */
  DOCUMENTS_WORKER_INTERVAL_SECONDS: decimal(1, 3_600, 30),
  /** Upload requests per client address per 15 minutes (each file is a few requests). */
  DOCUMENTS_UPLOAD_RATE_LIMIT: decimal(10, 100_000, 600),
  /**
   * Storage per person (docs/DOCUMENTS.md#storage-per-person): the most one e-mail address, and one
   * client address (IPv6 by /64), may hold across all requests in files staff have not accepted
   * and unfinished uploads; past it, HTTP 413 with the limit stated.
   */
  DOCUMENTS_QUOTA_PER_EMAIL_MB: decimal(1, 100_000, 250),
  DOCUMENTS_QUOTA_PER_ADDRESS_MB: decimal(1, 100_000, 500),
  /**
   * Milliseconds a PDF's check for scripts may take before the file is kept for download only
   * (docs/DOCUMENTS.md#pdfs-without-their-scripts).
   */
  DOCUMENTS_PDF_CHECK_MS: decimal(100, 30_000, 4_000),
  /** An unfinished upload expires this many hours after it began (tus Upload-Expires). */
  DOCUMENTS_UPLOAD_EXPIRY_HOURS: decimal(1, 72, 6),
  /**
   * Days the files staff have not accepted are kept after their booking is cancelled or declined
   * (docs/DOCUMENTS.md#retention).
   */
  DOCUMENTS_CANCELLED_RETENTION_DAYS: decimal(1, 365, 7),
});

export type ServerEnv = z.infer<typeof envSchema> & {
  DATA_DIR: string;
  /** The practice areas whose notifications go elsewhere than MAIL_TO (MAIL_TO_<AREA>). */
  MAIL_ROUTES: Partial<Record<ServiceType, string>>;
};

const routeAddress = z.string().email();

/** Reads MAIL_TO_<AREA>: each must be an address, and each name a practice area of the form. */
function parseMailRoutes(source: NodeJS.ProcessEnv): {
  routes: Partial<Record<ServiceType, string>>;
  problems: string[];
} {
  const routes: Partial<Record<ServiceType, string>> = {};
  const problems: string[] = [];
  for (const [name, raw] of Object.entries(source)) {
    if (!name.startsWith("MAIL_TO_")) continue;
    const value = raw?.trim() ?? "";
    const area = mailRouteVariables[name];
    if (!area) {
      // A misspelt name would silently send an area's messages to MAIL_TO: refuse it instead.
      problems.push(
        `${name}: not a practice area of the contact form; use one of ${Object.keys(mailRouteVariables).join(", ")}`,
      );
      continue;
    }
    if (value === "") continue;
    if (!routeAddress.safeParse(value).success) {
      problems.push(`${name}: must be one e-mail address, like realestate@example.com`);
      continue;
    }
    routes[area] = value;
  }
  return { routes, problems };
}

export class EnvError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = envSchema.safeParse(source);
  const routes = parseMailRoutes(source);
  if (!result.success || routes.problems.length) {
    const lines = [
      ...(result.success ? [] : result.error.issues).map((issue) => {
        const name = String(issue.path[0] ?? "environment");
        return `${name}: ${issue.message}`;
      }),
      ...routes.problems,
    ];
    throw new EnvError(
      `Invalid environment variable${lines.length > 1 ? "s" : ""}:\n  ${lines.join("\n  ")}`,
    );
  }
  if (result.data.DOCUMENTS_STORAGE === "s3" && !result.data.DOCUMENTS_S3_BUCKET)
    throw new EnvError(
      "Invalid environment variable:\n  DOCUMENTS_S3_BUCKET: must be set when DOCUMENTS_STORAGE=s3",
    );
  if (
    Boolean(result.data.DOCUMENTS_S3_ACCESS_KEY_ID) !==
    Boolean(result.data.DOCUMENTS_S3_SECRET_ACCESS_KEY)
  )
    throw new EnvError(
      "Invalid environment variable:\n  DOCUMENTS_S3_SECRET_ACCESS_KEY: DOCUMENTS_S3_ACCESS_KEY_ID and DOCUMENTS_S3_SECRET_ACCESS_KEY go together",
    );
  return {
    ...result.data,
    DATA_DIR: path.resolve(result.data.DATA_DIR),
    MAIL_ROUTES: routes.routes,
  };
}

/**
 * For the operations commands (inbox, backup, staff, healthcheck): the environment, or undefined
 * after writing the one-line reason to stderr (the command then exits 1, without a stack trace).
 */
export function parseEnvForCommand(source: NodeJS.ProcessEnv = process.env): ServerEnv | undefined {
  try {
    return parseEnv(source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return undefined;
  }
}
