import http from "node:http";

/** A GET of the path exactly as written, `.` segments and escapes included: fetch and Playwright would tidy it first. */
export function rawGet(
  base: string,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const request = http.request({ hostname, port, path: rawPath, method: "GET", headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString("latin1")));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}
