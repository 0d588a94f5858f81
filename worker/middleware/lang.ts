// `?lang=km|zh` on a public answer that carries the owner's texts (docs/decisions/048):
// validated like any query (400 naming `lang`), and optional for the typed client, so a
// caller that predates it (`api.shop.$get()`) still compiles and is answered in English.
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../shared/i18n/locales";
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

interface MailLangInput {
  in: { query?: { lang?: Locale } };
  out: { query: { lang: Locale } };
}

/** `?lang=km|zh|en` on a route that e-mails (a code, a notice): the language the e-mail is
 *  written in. Unlike a page's texts, anything else, or none, is English and never a 400: a
 *  sign-in or a reset must not fail over the language of its e-mail, and a client that predates
 *  it keeps getting English (docs/decisions/063). */
export const mailLangQuery = validate(
  "query",
  z.object({
    lang: z
      .unknown()
      .optional()
      .transform((lang): Locale => (isLocale(lang) ? lang : DEFAULT_LOCALE)),
  }),
) as unknown as MiddlewareHandler<AppEnv, string, MailLangInput>;
