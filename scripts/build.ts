// `npm run build`: the web app into dist/, once per change of what goes into it. The unit
// tests' page tests, `npm start`, the deploy (and CI's dry run of it) and the browser
// journeys all serve dist/, and each asks for the build: the first one builds, the others
// find it fresh. Fresh means dist/ was built from exactly today's inputs (a fingerprint of
// web/, shared/, the Vite config and its plugins, and the lock file), so nothing is ever
// served from an older build than the code under test. `--force` builds regardless.
//
// A build is written beside dist/ and swapped in when complete, so a server reading dist/
// (wrangler dev) never sees half of one.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const DIST_DIR = join(ROOT, "dist");
/** Outside dist/, which is uploaded as the shop's public files. */
const STAMP = join(ROOT, "node_modules", ".cache", "dist-inputs.txt");

const INPUT_DIRS = ["web", "shared"];
const INPUT_FILES = [
  "vite.config.ts",
  "scripts/vite-catalogues.ts",
  "package-lock.json",
  // its "imports" map names the app's JSX runtime (#jsx), which tsconfig.json's jsxImportSource uses
  "package.json",
  "tsconfig.json",
  "tsconfig.base.json",
];
/** Tests are not built into the app; changing one needs no new build. */
const NOT_AN_INPUT = /\.test\.tsx?$|(^|\/)test\//;

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !NOT_AN_INPUT.test(path));
}

/** A hash of every input's path and content. */
export function inputsFingerprint(): string {
  const hash = createHash("sha256");
  for (const path of [...INPUT_DIRS.flatMap(filesUnder), ...INPUT_FILES].sort()) {
    hash.update(`${path}\0`);
    hash.update(readFileSync(join(ROOT, path)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

const isFresh = (fingerprint: string) =>
  existsSync(join(DIST_DIR, "index.html")) &&
  existsSync(STAMP) &&
  readFileSync(STAMP, "utf8") === fingerprint;

/** One build at a time in this process: shops started side by side share the first one's. */
let queue: Promise<unknown> = Promise.resolve();

/** Builds dist/ unless it is already built from today's inputs; answers whether it built. */
export function ensureBuilt(options: { force?: boolean } = {}): Promise<boolean> {
  const next = queue.then(() => buildUnlessFresh(options));
  queue = next.catch(() => {});
  return next;
}

async function buildUnlessFresh(options: { force?: boolean }): Promise<boolean> {
  const fingerprint = inputsFingerprint();
  if (!options.force && isFresh(fingerprint)) return false;
  const next = `${DIST_DIR}.next-${process.pid}`;
  // Vite's own command in a process of its own: a caller's NODE_ENV (vitest sets "test") would
  // make a development build of React, which is not what is deployed.
  const { NODE_ENV: _callers, ...env } = process.env;
  await promisify(execFile)(
    join(ROOT, "node_modules", ".bin", "vite"),
    ["build", "--logLevel", "warn", "--outDir", next, "--emptyOutDir"],
    { cwd: ROOT, env },
  );
  const old = `${DIST_DIR}.old-${process.pid}`;
  if (existsSync(DIST_DIR)) renameSync(DIST_DIR, old);
  renameSync(next, DIST_DIR);
  rmSync(old, { recursive: true, force: true });
  mkdirSync(dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, fingerprint);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const built = await ensureBuilt({ force: process.argv.includes("--force") });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(built ? `Built dist/ in ${seconds} s.` : "dist/ is already built from these sources.");
}

/** The worker tests' global setup (vitest.config.ts): their page tests read dist/ through ASSETS. */
export default async function buildForTests(): Promise<void> {
  await ensureBuilt();
}
