// Shared by the operations commands (inbox, backup). No command runs from here: each entry point
// (scripts/inbox.ts, scripts/backup.ts) is compiled to its own file in build/bin/.

/** One line for a database that cannot be read, naming the file and what to do; never a stack. */
export function describeDatabaseError(file: string, error: unknown): string {
  const e = error as { code?: unknown; message?: unknown };
  const code = typeof e?.code === "string" ? e.code : "";
  const detail = typeof e?.message === "string" ? e.message.split("\n")[0] : "unknown error";
  const damaged = /SQLITE_(CORRUPT|NOTADB)/.test(code);
  return `Cannot read the contact inbox at ${file}: ${detail}${code ? ` (${code})` : ""}.${
    damaged
      ? " The file is damaged: restore it from a backup (docs/OPERATIONS.md#restore-from-a-backup)."
      : ""
  }`;
}
