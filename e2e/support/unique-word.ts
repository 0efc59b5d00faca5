import { randomBytes } from "node:crypto";

/**
 * A word no other post of the shared database holds, even by the first 8 letters a search reads of it
 * (lib/search/query.ts): letters only, so it is one word to every engine.
 */
export const uniqueWord = () =>
  `zq${Array.from(randomBytes(12), (byte) => String.fromCharCode(97 + (byte % 26))).join("")}`;
