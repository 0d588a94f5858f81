// `npm start`'s first step: local settings in .dev.vars, created or completed from the example.
import { ensureDevVars } from "./dev-vars.ts";

const done = ensureDevVars();
if (done) console.log(done);
