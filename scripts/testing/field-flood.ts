// The body that ran the server out of memory (issue 24): a multipart form of tiny fields, each with a name of its
// own. 300,000 of them make 19 MB, under the upload's 20 MB, so only the form's reading can refuse it.
export function fieldFlood(count = 300_000): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = "campos";
  const fields = Array.from(
    { length: count },
    (_, index) => `--${boundary}\r\nContent-Disposition: form-data; name="campo${index}"\r\n\r\nx\r\n`,
  );
  return {
    body: new Uint8Array(Buffer.from(`${fields.join("")}--${boundary}--\r\n`)),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
