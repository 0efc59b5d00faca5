// Checks a received mail's DKIM-Signature as a receiving server would (RFC 6376, relaxed/relaxed, rsa-sha256), with
// the public key given rather than looked up in DNS: written for the tests with node:crypto alone.
import { createHash, createVerify, type KeyObject } from "node:crypto";

type Field = { name: string; raw: string };

export type DkimCheck = { tags: Record<string, string>; signedHeaders: string[]; bodyHashOk: boolean; valid: boolean };

/** The header fields as sent, each with its folded lines, and the body. */
function split(message: string): { fields: Field[]; body: string } {
  const end = message.indexOf("\r\n\r\n");
  const fields: Field[] = [];
  for (const line of message.slice(0, end).split("\r\n")) {
    if (/^[ \t]/.test(line)) fields[fields.length - 1].raw += `\r\n${line}`;
    else fields.push({ name: line.slice(0, line.indexOf(":")).trim().toLowerCase(), raw: line });
  }
  return { fields, body: message.slice(end + 4) };
}

/** RFC 6376, 3.4.2: lower-case name, unfolded value with its runs of white space as one space, trimmed. */
const relaxedHeader = ({ name, raw }: Field) =>
  `${name}:${raw
    .slice(raw.indexOf(":") + 1)
    .replace(/\r\n/g, "")
    .replace(/[ \t]+/g, " ")
    .trim()}`;

/** RFC 6376, 3.4.4: runs of white space as one space, none at a line's end, no empty lines at the end. */
function relaxedBody(body: string): string {
  const lines = body.split("\r\n").map((line) => line.replace(/[ \t]+/g, " ").replace(/ $/, ""));
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines.length === 0 ? "" : `${lines.join("\r\n")}\r\n`;
}

const tagsOf = (value: string) =>
  Object.fromEntries(
    value
      .split(";")
      .map((tag) => tag.replace(/\s+/g, ""))
      .filter(Boolean)
      .map((tag) => [tag.slice(0, tag.indexOf("=")), tag.slice(tag.indexOf("=") + 1)]),
  );

export function verifyDkim(raw: Buffer, publicKey: KeyObject): DkimCheck {
  const { fields, body } = split(raw.toString("latin1"));
  const signature = fields.find(({ name }) => name === "dkim-signature");
  if (!signature) throw new Error("The mail carries no DKIM-Signature");
  const tags = tagsOf(signature.raw.slice(signature.raw.indexOf(":") + 1));
  const bodyHash = createHash("sha256").update(relaxedBody(body), "latin1").digest("base64");
  const signedHeaders = tags.h.split(":").map((name) => name.toLowerCase());
  // Each name takes the last instance not yet taken (RFC 6376, 5.4.2); a missing one signs as nothing.
  const unused = fields.filter((field) => field !== signature);
  const signedLines = signedHeaders.flatMap((name) => {
    const index = unused.findLastIndex((field) => field.name === name);
    return index < 0 ? [] : [relaxedHeader(unused.splice(index, 1)[0])];
  });
  const withoutB = { ...signature, raw: signature.raw.replace(/(\bb=)[^;]*/, "$1") };
  const data = [...signedLines, relaxedHeader(withoutB)].join("\r\n");
  const verifier = createVerify("RSA-SHA256").update(data, "latin1");
  return {
    tags,
    signedHeaders,
    bodyHashOk: bodyHash === tags.bh,
    valid: bodyHash === tags.bh && verifier.verify(publicKey, tags.b, "base64"),
  };
}
