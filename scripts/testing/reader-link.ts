// Prints a signed link token of the boletín, as the site makes it: `tsx --conditions=react-server
// scripts/testing/reader-link.ts <purpose> <address>` with the site's SESSION_SECRET in the environment. For the
// browser tests, which need an unsubscribe link before the boletín that carries one is ever sent.
import { readerToken, type ReaderTokenPurpose } from "../../lib/newsletter/reader-token";

const [purpose, email] = process.argv.slice(2);
process.stdout.write(readerToken(purpose as ReaderTokenPurpose, email, new Date()));
