// `?lang=km|zh` on a public answer that carries the owner's texts (docs/decisions/048):
// validated like any query (400 naming `lang`), and optional for the typed client, so a
// caller that predates it (`api.shop.$get()`) still compiles and is answered in English.
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import type { Locale } from "../../shared/i18n/locales";
import type { AppEnv } from "../env";
import { langField } from "../services/catalogue/catalogue-queries";
import { validate } from "./validate";

interface LangInput {
  in: { query?: { lang?: Locale } };
  out: { query: { lang?: Locale } };
}

// Hono's client requires the query of a validated route: the input is declared optional here.
export const langQuery = validate("query", z.object({ lang: langField })) as unknown as MiddlewareHandler<
  AppEnv,
  string,
  LangInput
>;
