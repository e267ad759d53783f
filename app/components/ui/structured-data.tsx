/**
 * JSON-LD structured data. `<` is escaped so no string in the data can close the script element.
 * Data blocks are not executed, so the Content-Security-Policy does not need to allow them.
 */
export function StructuredData({
  data,
}: {
  data: Record<string, unknown> | Record<string, unknown>[];
}) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with `<` escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
