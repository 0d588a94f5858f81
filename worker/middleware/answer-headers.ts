// Setting a header on the answer after `next()`: an answer passed through from the asset
// server, the edge cache or R2 has immutable headers, so it is copied (once) only then.
import type { Context } from "hono";

export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}
