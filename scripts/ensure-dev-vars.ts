// Creates .dev.vars from .dev.vars.example on a fresh clone, so `npm start` runs locally
// in development mode without any manual step. An existing .dev.vars is left alone.
import { access, copyFile } from "node:fs/promises";

try {
  await access(".dev.vars");
} catch {
  await copyFile(".dev.vars.example", ".dev.vars");
  console.log("Created .dev.vars from .dev.vars.example (local development settings).");
}
