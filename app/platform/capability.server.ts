import type { Express, Request, Response } from "express";
import type { AppLoadContext } from "react-router";
import type { Repositories } from "~/db/repositories.server";
import type { ServerEnv } from "./env.server";
import type { Logger } from "./logger.server";
import type { OutboxQueue } from "./outbox.server";
import type { RoutePolicy } from "./route-policy.server";

/**
 * What a capability (contact, booking, documents, desk, intake, engagement) hands the server when
 * its folder's `open()` has opened it: the server mounts these parts and knows nothing else of it
 * (server/main.ts composes them). A capability opened without a database still gives its route
 * policies, so its routes keep their headers and guards while the site serves pages without it.
 */
export interface OpenedCapability {
  /** Headers and checks for the routes it owns, applied by the route a request reaches. */
  readonly routePolicies?: readonly RoutePolicy[];
  /** Its e-mails, each table of them one queue of the site's outbox (same claim, send, retry). */
  readonly mailQueues?: readonly OutboxQueue[];
  /** Endpoints that must read their body as a stream, mounted before React Router. */
  mount?(app: Express): void;
  /** What its routes read from React Router's load context, for one request. */
  loadContext?(req: Request, res: Response): AppLoadContext;
  /** Starts its background work (timers, workers) once every capability is open. */
  start?(): void;
  /** Takes no new background work; resolves once the work under way has finished. */
  stop?(): void | Promise<void>;
}

/**
 * What every capability's `open()` is given: the environment, the logger, the repositories on the
 * site's database (undefined when it could not be opened) and a function that wakes the outbox
 * after a commit that queued e-mails.
 */
export interface CapabilityPlatform {
  readonly repositories: Repositories | undefined;
  readonly env: ServerEnv;
  readonly logger: Logger;
  readonly wakeOutbox: () => void;
}
