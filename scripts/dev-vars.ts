// Local settings: .dev.vars is made from .dev.vars.example on a fresh clone, and an existing
// one gains any setting the example has since grown (with the example's value and comment),
// keeping every value the developer set. Used by `npm start` and the journeys' server.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const NAME = /^([A-Z][A-Z0-9_]*)=/;

/** Creates or completes .dev.vars; answers what it did, for the log. */
export function ensureDevVars(file = ".dev.vars", example = ".dev.vars.example"): string | null {
  const template = readFileSync(example, "utf8");
  if (!existsSync(file)) {
    writeFileSync(file, template);
    return `Created ${file} from ${example} (local development settings).`;
  }
  const current = readFileSync(file, "utf8");
  const have = new Set(current.split("\n").flatMap((line) => NAME.exec(line)?.[1] ?? []));
  const missing: string[] = [];
  let comments: string[] = [];
  for (const line of template.split("\n")) {
    const name = NAME.exec(line)?.[1];
    if (!name) {
      comments = line.startsWith("#") ? [...comments, line] : [];
      continue;
    }
    if (!have.has(name)) missing.push(...comments, line);
    comments = [];
  }
  if (missing.length === 0) return null;
  writeFileSync(file, `${current.replace(/\n?$/, "\n")}${missing.join("\n")}\n`);
  return `Added to ${file} the settings ${example} has and it lacked.`;
}
