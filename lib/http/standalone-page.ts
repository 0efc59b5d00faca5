// A short page in the brand's colours for the answers given outside the site's layout: a refusal before Next.js
// (server/answers/search-throttle.ts) or from a route handler (the boletín's signup, lib/newsletter/).
import { site } from "../site";

/** The words a standalone page says: a title, a sentence, and the link back to the home page. */
export type StandaloneWords = { title: string; message: string; home: string };

/** Without the site's stylesheet: the brand's colours are inline (the public CSP allows it). */
export const standalonePage = ({ title, message, home }: StandaloneWords) => `<!doctype html>
<html lang="es-MX">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#07060f;color:#f4f1ff;
font-family:system-ui,-apple-system,"Segoe UI",Arial,sans-serif;line-height:1.6;text-align:center}
main{max-width:34rem;padding:2rem 1.25rem}
.brand{color:#f4f1ff;font-weight:900;letter-spacing:.04em;text-transform:uppercase;text-decoration:none}
.brand span{color:#ff3dc8}
h1{font-family:system-ui,"Arial Black",sans-serif;font-size:clamp(2rem,7vw,3rem);line-height:1.1;margin:2.5rem 0 1rem}
p{color:#bdb6d6;margin:0 0 2rem}
.home{display:inline-block;padding:.7rem 1.4rem;border:1px solid #3be8ff;border-radius:999px;color:#3be8ff;
font-weight:700;text-decoration:none}
.home:focus-visible,.home:hover{background:rgb(59 232 255 / .12)}
</style></head>
<body><main><a class="brand" href="/"><span aria-hidden="true">~</span> ${site.product}</a><h1>${title}</h1>
<p>${message}</p><a class="home" href="/">${home}</a></main></body>
</html>
`;
