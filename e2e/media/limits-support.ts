// What the upload-limits specs send: hostile bodies over real HTTP, and what the media folder holds meanwhile.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect } from "@playwright/test";
import { apiAuthorization } from "../support/environment";
import type { FaultSite } from "../faults/support/fault-site";

const BOUNDARY = "pulsoLimites";

export function postMedia(site: FaultSite, body: Uint8Array<ArrayBuffer>, contentType: string, signal?: AbortSignal) {
  return fetch(`${site.url}/edmNews/media`, {
    method: "POST",
    headers: { Authorization: apiAuthorization, "Content-Type": contentType },
    body,
    signal,
  });
}

/**
 * An upload that sends its file's first bytes and then nothing more, holding its place on the server until `drop`.
 * No Content-Length: the server cannot tell how much is to come.
 */
export function heldUpload(site: FaultSite): { drop: () => void } {
  const { hostname, port } = new URL(site.url);
  const request = http.request({
    hostname,
    port,
    path: "/edmNews/media",
    method: "POST",
    headers: { Authorization: apiAuthorization, "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
  });
  request.on("error", () => undefined);
  request.write(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="lenta.jpg"\r\n\r\n\xff\xd8\xff\xe0`,
    "latin1",
  );
  return { drop: () => request.destroy() };
}

const mediaRoot = (site: FaultSite) => path.join(site.folder, "media");

/** The media folder's work in progress: files being received, folders of uploads being made. */
export function inProgress(site: FaultSite): { receiving: string[]; making: string[] } {
  const entries = fs.existsSync(mediaRoot(site)) ? fs.readdirSync(mediaRoot(site), { withFileTypes: true }) : [];
  const partial = entries.filter((entry) => entry.name.startsWith(".partial-"));
  return {
    receiving: partial.filter((entry) => entry.isFile()).map((entry) => path.join(mediaRoot(site), entry.name)),
    making: partial.filter((entry) => entry.isDirectory()).map((entry) => entry.name),
  };
}

/** Waits until the media folder's work in progress is as `done` wants it. */
export async function untilInProgress(site: FaultSite, done: (work: ReturnType<typeof inProgress>) => boolean) {
  await expect.poll(() => done(inProgress(site)), { timeout: 30_000, intervals: [20] }).toBe(true);
}
