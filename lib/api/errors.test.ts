import { ClientGoneError, MediaBusyError, MediaFolderFullError } from "../media/errors";
import { DuplicatePostError } from "../newsroom/errors";
import { ApiError } from "../http/api-error";
import { captureLog, type CapturedLog } from "../../scripts/testing/captured-log";
import { toErrorResponse, unauthorized } from "./errors";

const answer = async (error: unknown) => {
  const response = toErrorResponse(error);
  return { status: response.status, headers: response.headers, body: await response.json() };
};

describe("API error answers", () => {
  let log: CapturedLog;
  beforeEach(() => (log = captureLog()));
  afterEach(() => log.restore());

  it("keep the one JSON shape: each field's sentence in fields, as always, and its code in fieldCodes", async () => {
    const problems = { title: { code: "required", message: "must not be empty" } } as const;
    const { status, body } = await answer(new ApiError("validation", "Bad", problems));
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: "validation",
        message: "Bad",
        fields: { title: "must not be empty" },
        fieldCodes: { title: "required" },
      },
    });
  });

  it("ask for Basic credentials on 401", async () => {
    const { status, headers } = await answer(unauthorized());
    expect(status).toBe(401);
    expect(headers.get("www-authenticate")).toMatch(/^Basic realm="[^"]+", charset="UTF-8"$/);
  });

  it("turn a duplicate id into 409, the id taken", async () => {
    const { status, body } = await answer(new DuplicatePostError("edc"));
    expect(status).toBe(409);
    expect(body.error).toMatchObject({
      code: "conflict",
      fields: { id: "already exists" },
      fieldCodes: { id: "taken" },
    });
  });

  it("say when the media folder or queue is full, and log nothing for a client that left", async () => {
    const busy = await answer(new MediaBusyError());
    expect([busy.status, busy.headers.get("retry-after"), busy.body.error.code]).toEqual([503, "10", "unavailable"]);
    const full = await answer(new MediaFolderFullError(1_000 * 1024 * 1024, 1_024 * 1024 * 1024));
    expect([full.status, full.body.error]).toEqual([
      507,
      {
        code: "insufficient_storage",
        message:
          "The media folder is full: its photos take 1000 MB of the 1024 MB that MEDIA_MAX_MB allows. Remove the photos no page uses (npm run media:prune) or raise MEDIA_MAX_MB.",
      },
    ]);
    const gone = await answer(new ClientGoneError());
    expect([gone.status, gone.body.error.code]).toEqual([499, "client_closed_request"]);
    expect(log.lines()).toEqual([]);
  });

  it("reveal nothing of an unexpected failure", async () => {
    const { status, body } = await answer(new Error("secret path /srv/data/edm.db at line 42"));
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toMatch(/secret|srv|line 42/);
    expect(body.error.code).toBe("internal");
  });

  it("log an unexpected failure on one line, whatever text of the client its message repeats", async () => {
    await answer(new Error(`Invalid value "x\nError: forged line\u001b[2K" for argument id`));
    const lines = log.text().split("\n").filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\n\u001b]/);
    const { level, msg, err } = log.lines()[0];
    expect([level, msg]).toEqual(["error", "Unexpected API error"]);
    expect((err as { message: string }).message).toBe(
      'Invalid value "x\\nError: forged line\\u{1B}[2K" for argument id',
    );
  });
});
