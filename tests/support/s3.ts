/**
 * An S3-compatible server on loopback for the storage tests: s3rver, with its objects in a
 * temporary directory, so the test can also look at what reached the "bucket".
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// @ts-expect-error s3rver ships no type declarations
import S3rver from "s3rver";

export interface RunningS3 {
  endpoint: string;
  bucket: string;
  directory: string;
  stop(): Promise<void>;
}

export async function startS3(bucket = "firm-documents"): Promise<RunningS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { address, port } = (await server.run()) as { address: string; port: number };
  return {
    endpoint: `http://${address}:${port}`,
    bucket,
    directory,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** s3rver's default credentials. */
export const s3rverCredentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
