// Run after `npm install` changes package-lock.json.
// Our registry lacks other platforms' optional native binaries (e.g. @next/swc-darwin-arm64), so npm leaves them
// out of the lock, and `npm ci` then refuses the lock as out of sync. This records each missing one with the exact
// version its parent asks for and the platform in its name, so `npm ci` accepts the lock and skips them here.
import fs from "node:fs";

const OSES = ["darwin", "linux", "win32", "android", "freebsd", "openbsd", "netbsd", "sunos", "aix", "openharmony"];
const CPUS = ["arm64", "x64", "arm", "ia32", "ppc64", "s390x", "loong64", "riscv64", "mips64el", "wasm32"];

const lockPath = new URL("../../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
const packages = lock.packages;

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((part) => OSES.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  return os && cpu ? { os, cpu } : null;
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${name}`] = {
      version,
      cpu: [platform.cpu],
      ...(entry.dev && { dev: true }),
      optional: true,
      os: [platform.os],
    };
    added += 1;
  }
}

const sorted = Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, "en"));
lock.packages = Object.fromEntries(sorted);
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional platform entries recorded`);
