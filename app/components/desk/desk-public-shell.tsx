import type { ReactNode } from "react";

/** The frame of the desk's sign-in and enrollment pages: the firm's name and one card. */
export function DeskPublicShell({
  firmName,
  heading,
  children,
}: {
  firmName: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <main
      id="desk-main"
      className="flex min-h-dvh items-start justify-center bg-ink-950 px-4 py-12 wrap-anywhere md:items-center"
    >
      <div className="w-full max-w-md rounded-card bg-white p-6 shadow-lift md:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brass-700">
          {firmName} staff desk
        </p>
        <h1 className="mt-2 text-3xl">{heading}</h1>
        <div className="mt-4 space-y-4">{children}</div>
      </div>
    </main>
  );
}
