import { boundaryOf, multipartParts } from "./multipart";

const BOUNDARY = "----pulso0123";

function body(parts: { name: string; filename?: string; content: string | Buffer }[], end = `--${BOUNDARY}--\r\n`) {
  const pieces = parts.flatMap(({ name, filename, content }) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ""}\r\n` +
        `${filename ? "Content-Type: image/jpeg\r\n" : ""}\r\n`,
    ),
    Buffer.from(content),
    Buffer.from("\r\n"),
  ]);
  return Buffer.concat([...pieces, Buffer.from(end)]);
}

describe("multipart/form-data", () => {
  it.each([
    [`multipart/form-data; boundary=${BOUNDARY}`, BOUNDARY],
    [`Multipart/Form-Data; charset=utf-8; boundary="${BOUNDARY}"`, BOUNDARY],
    ["multipart/form-data", null],
    ["application/json", null],
    [null, null],
    [`multipart/mixed; boundary=${BOUNDARY}`, null],
  ])("finds the boundary of %j", (contentType, boundary) => {
    expect(boundaryOf(contentType)).toBe(boundary);
  });

  it("splits the parts, keeping the file's bytes exactly, line breaks and boundary look-alikes included", () => {
    const file = Buffer.from(`\r\n--${BOUNDARY.slice(0, -1)}\r\n\xff\xd8binary\r\n`, "latin1");
    const parts = multipartParts(
      body([
        { name: "focusX", content: "0.25" },
        { name: "file", filename: "foto.jpg", content: file },
      ]),
      BOUNDARY,
    );
    expect(parts?.map(({ name, filename }) => [name, filename])).toEqual([
      ["focusX", null],
      ["file", "foto.jpg"],
    ]);
    expect(parts?.[0].body.toString()).toBe("0.25");
    expect(parts?.[1].body.equals(file)).toBe(true);
  });

  it("refuses a body that stops before its last boundary or uses another one", () => {
    const whole = body([{ name: "file", filename: "a.jpg", content: "abc" }]);
    expect(multipartParts(whole, BOUNDARY)).toHaveLength(1);
    expect(multipartParts(whole.subarray(0, whole.length - 12), BOUNDARY)).toBeNull();
    expect(multipartParts(whole, "otra")).toBeNull();
    expect(multipartParts(Buffer.from("no es un formulario"), BOUNDARY)).toBeNull();
  });

  it("refuses a part without a form-data disposition", () => {
    const bare = Buffer.from(`--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nhola\r\n--${BOUNDARY}--\r\n`);
    expect(multipartParts(bare, BOUNDARY)).toBeNull();
  });
});
