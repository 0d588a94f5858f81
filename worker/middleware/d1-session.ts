// Reads close to every visitor (D1 read replication, docs/decisions/045). Each request works in
// one D1 session: writes and the dashboard's reads start at the primary; every other read may
// be served by a nearby replica, from the point the client last saw. That point (a bookmark)
// goes back to the client in x-d1-bookmark on every answer, and the web client sends the newest
// one with each request (web/api/client.ts), so a customer always reads their own writes: the
// order just placed is in /orders at once, whichever replica answers.
import type { Context, MiddlewareHandler } from "hono";
import { BOOKMARK_HEADER } from "../../shared/d1-bookmark";
import { getDb } from "../db/client";
import type { AppEnv } from "../env";
import { setAnswerHeader } from "./answer-headers";

/** D1's bookmarks are hex fields and dashes; anything else a client sends is ignored. */
const BOOKMARK = /^[0-9a-f-]{1,100}$/i;
/** The dashboard's reads: the admin API and the admin list of every order. */
const ADMIN_READ = /^\/api\/(admin\/|orders\/?$)/;

function sessionStart(c: Context<AppEnv>): string {
  if (!["GET", "HEAD"].includes(c.req.method) || ADMIN_READ.test(c.req.path)) return "first-primary";
  const sent = c.req.header(BOOKMARK_HEADER);
  return sent && BOOKMARK.test(sent) ? sent : "first-unconstrained";
}

export const d1Session: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = c.env.DB.withSession(sessionStart(c));
  c.set("db", getDb(session));
  await next();
  const bookmark = session.getBookmark();
  if (bookmark) setAnswerHeader(c, BOOKMARK_HEADER, bookmark);
};
