// One PayWay API call (docs/decisions/052): a signed JSON body POSTed to PayWay (or the dev
// gateway), its answer read through a schema. Whatever goes wrong on the way (PayWay
// unreachable, an answer of another shape) is a reason to log, never a thrown error.
import { type ZodType, z } from "zod";

/** Sends a request to PayWay (the network), or to the dev gateway in development. */
export type PaywaySend = (request: Request) => Promise<Response>;

/** The `status` every PayWay answer carries. */
export const paywayStatus = z.object({
  code: z.union([z.string(), z.number()]).transform(String),
  message: z.string().nullish(),
});

/** PayWay's "success" status code, which it writes "00" (or 0 in some answers). */
export const succeeded = (code: string) => Number(code) === 0 && code.trim() !== "";

export type CallResult<T> = { ok: true; answer: T } | { ok: false; reason: string };

export async function callPayway<T>(
  send: PaywaySend,
  url: string,
  body: Record<string, string>,
  answer: ZodType<T>,
): Promise<CallResult<T>> {
  let response: Response;
  try {
    response = await send(
      new Request(url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
      }),
    );
  } catch (error) {
    return {
      ok: false,
      reason: `PayWay could not be reached (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  const parsed = answer.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return { ok: false, reason: `unexpected answer (HTTP ${response.status})` };
  return { ok: true, answer: parsed.data };
}
