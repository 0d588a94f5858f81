// The typed client of the worker's API: Hono's `hc` over the AppType the worker exports,
// sending through apiFetch (token, ApiError, refused tokens). Request bodies and answers are
// checked against the routes' own validators and `c.json` calls, so a renamed field fails
// `tsc`, not the shop. Only lazy pages import this (the home page's entry stays without `hc`).
import { type ClientResponse, hc } from "hono/client";
import type { AppType } from "../../worker/index";
import { apiFetch } from "./client";

export const api = hc<AppType>("/api", { fetch: apiFetch });

/** The JSON of a call's answer (failures were already thrown as ApiError by apiFetch). */
export const read = async <T>(call: Promise<ClientResponse<T, number, "json">>): Promise<T> =>
  (await call).json();

/** An upload as the API's multipart routes read it: one field named `file`. Those routes read
 *  the body themselves (no validator), so the form goes as the raw body: `{ init: fileForm(file) }`. */
export function fileForm(file: File): { body: FormData } {
  const body = new FormData();
  body.append("file", file);
  return { body };
}
