import path from "node:path";
import { z } from "zod";
import { firm } from "../app/content/firm";

/**
 * The server's environment, parsed once at start-up (PRODUCT.md §Interfaces). A bad value stops
 * the process with a message naming the variable.
 */
const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

export const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default("0.0.0.0")),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default("./data")),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .url()
      .refine((v) => /^smtps?:\/\//.test(v), "must start with smtp:// or smtps://")
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
  SITE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .url()
      .refine((v) => /^https?:\/\//.test(v), "must start with http:// or https://")
      .transform((v) => v.replace(/\/+$/, ""))
      .default(firm.siteUrl),
  ),
  RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(3650).default(365),
  ),
  /** Contact posts allowed per client address per 15 minutes (docs/CONTACT-INBOX.md). */
  CONTACT_RATE_LIMIT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(10_000).default(5),
  ),
  /** First retry delay after a failed notification e-mail, doubling per attempt (ms). */
  OUTBOX_RETRY_BASE_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  ),
  /** Lead desk (docs/DESK.md): a session ends after this many minutes without a request. */
  DESK_SESSION_IDLE_MINUTES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
  ),
  /** Lead desk: a session ends this many hours after sign-in, however active. */
  DESK_SESSION_MAX_HOURS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24)
      .default(12),
  ),
  /** Lead desk: sign-in and enrollment requests per client address per 15 minutes. */
  DESK_SIGNIN_RATE_LIMIT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(2).max(10_000).default(30),
  ),
});

export type ServerEnv = z.infer<typeof envSchema> & { DATA_DIR: string };

export class EnvError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      return `${name}: ${issue.message}`;
    });
    throw new EnvError(
      `Invalid environment variable${lines.length > 1 ? "s" : ""}:\n  ${lines.join("\n  ")}`,
    );
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) };
}
