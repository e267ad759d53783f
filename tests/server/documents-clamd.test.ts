import { Readable } from "node:stream";
import { describe, expect, inject, it } from "vitest";
import { ClamdScanner, parseClamdAddress } from "../../app/documents/clamd-client.server";
import { eicar, eicarPdf, pdf } from "../support/document-files";

describe("ClamAV's daemon through the clamd protocol (docs/DOCUMENTS.md#malware-scanning)", () => {
  const scanner = new ClamdScanner({ path: inject("clamdSocket") });

  it("answers PING, passes a clean PDF, and finds EICAR alone and inside a PDF", async () => {
    await scanner.ping();
    expect(await scanner.scan(Readable.from([pdf()]))).toEqual({ clean: true });
    expect(await scanner.scan(Readable.from([eicar]))).toEqual({
      clean: false,
      signature: "Eicar-Test-Signature.UNOFFICIAL",
    });
    const file = eicarPdf();
    // Sent in small pieces, as a stored file is read back.
    const pieces = [file.subarray(0, 100), file.subarray(100, 300), file.subarray(300)];
    expect(await scanner.scan(Readable.from(pieces))).toMatchObject({ clean: false });
  });

  it("reads the address forms of CLAMD_ADDRESS", () => {
    expect(parseClamdAddress("/run/clamav/clamd.ctl")).toEqual({ path: "/run/clamav/clamd.ctl" });
    expect(parseClamdAddress("unix:/tmp/c.sock")).toEqual({ path: "/tmp/c.sock" });
    expect(parseClamdAddress("tcp://127.0.0.1:3310")).toEqual({ host: "127.0.0.1", port: 3310 });
    expect(parseClamdAddress("tcp://scanner")).toEqual({ host: "scanner", port: 3310 });
    expect(parseClamdAddress("clamd")).toBeUndefined();
  });

  it("reports a daemon that is not there as a scanner error", async () => {
    const missing = new ClamdScanner({ path: "/nonexistent/clamd.sock" }, 1_000);
    await expect(missing.ping()).rejects.toThrow(/ENOENT|connect/);
  });
});
