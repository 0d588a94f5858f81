// The development stand-in for PayWay's hosted checkout (docs/decisions/052), under
// /api/dev/payway: the browser posts the purchase form to /checkout and gets a page with the
// amount, "Pay (test)" and "Decline"; either settles the transaction, calls the shop's pushback
// like PayWay does, and sends the browser back. POST /approve and /decline {tran_id} do the same
// without a browser, and /check-transaction answers in PayWay's shape. Anywhere but
// development, or once PayWay's credentials are set, every path 404s.
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { fail, invalid } from "../http/fail";
import { apiNotFound } from "../middleware/errors";
import { inlineHashes } from "../services/inline-hashes";
import { escapeHtml } from "../services/pages/html";
import { devGatewayOn } from "../services/payments/payway/config";
import {
  type DevTransaction,
  devCheckAnswer,
  devCheckout,
  devSettle,
  devTransaction,
  pushbackBody,
} from "../services/payments/payway/dev-gateway";

const onlyInDevelopment: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!devGatewayOn(c.env)) return apiNotFound(c);
  await next();
};

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f1ec;color:#1f1f1f}
main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
.note{color:#555;font-size:.9rem}form{display:inline}button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;
border:2px solid #0b5d3b;margin:.5rem .5rem 0 0;cursor:pointer}button:focus-visible{outline:3px solid #1a4fd6;outline-offset:2px}
.pay{background:#0b5d3b;color:#fff}.decline{background:#fff;color:#0b5d3b}`;

async function page(c: Context<AppEnv>, title: string, body: string, status: 200 | 400 = 200) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
  const { styles } = await inlineHashes(html);
  c.header(
    "Content-Security-Policy",
    `default-src 'none'; style-src ${styles.map((hash) => `'${hash}'`).join(" ")}; form-action 'self'; frame-ancestors 'none'`,
  );
  return c.html(html, status);
}

const checkoutPage = (transaction: DevTransaction) => {
  const tranId = escapeHtml(transaction.tranId);
  const button = (action: "approve" | "decline", label: string) =>
    `<form method="post" action="/api/dev/payway/${action}"><input type="hidden" name="tran_id" value="${tranId}"><button class="${action === "approve" ? "pay" : "decline"}" type="submit">${label}</button></form>`;
  return `<h1>PayWay (development)</h1><p class="note">No money moves: this page stands in for ABA PayWay's checkout.</p>
<p class="amount">${escapeHtml(transaction.amount)} ${escapeHtml(transaction.currency)}</p><p>Transaction ${tranId}</p>
${button("approve", "Pay (test)")}${button("decline", "Decline")}`;
};

/** The tran_id of a JSON body or a form, as the buttons and the scripts send it. */
async function tranIdOf(c: Context<AppEnv>): Promise<{ tranId: string; fromForm: boolean }> {
  const fromForm = !/json/i.test(c.req.header("content-type") ?? "");
  const body = await (fromForm ? c.req.parseBody() : c.req.json()).catch(() => null);
  const parsed = z.object({ tran_id: z.string().min(1).max(20) }).safeParse(body);
  if (!parsed.success) throw invalid([{ path: "tran_id", message: "is required" }]);
  return { tranId: parsed.data.tran_id, fromForm };
}

/** PayWay's pushback to the shop, made in-process (the Worker cannot fetch its own address). */
async function callPushback(c: Context<AppEnv>, transaction: DevTransaction) {
  const { default: worker } = await import("../index");
  const request = new Request(transaction.returnUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(pushbackBody(transaction)),
  });
  const response = await worker.fetch(request, c.env, c.executionCtx);
  if (!response.ok)
    console.error(JSON.stringify({ event: "dev_payway.pushback_failed", status: response.status }));
}

const settle = (status: "APPROVED" | "DECLINED") => async (c: Context<AppEnv>) => {
  const { tranId, fromForm } = await tranIdOf(c);
  const known = await devTransaction(c.var.db, tranId);
  if (!known) throw fail(404, "transactionNotFound");
  const settled = await devSettle(c.var.db, tranId, status);
  if (!settled) throw fail(409, "transactionSettled", known.status);
  await callPushback(c, settled);
  if (fromForm)
    return c.redirect(status === "APPROVED" ? settled.continueSuccessUrl : settled.cancelUrl, 303);
  return c.json({ tran_id: settled.tranId, status: settled.status });
};

export const devPaywayRoutes = new Hono<AppEnv>()
  .use(onlyInDevelopment)
  .post("/checkout", async (c) => {
    const outcome = await devCheckout(c.var.db, await c.req.parseBody());
    if (!outcome.ok)
      return page(
        c,
        "PayWay (development): refused",
        `<h1>Refused</h1><p>${escapeHtml(outcome.problem)}</p>`,
        400,
      );
    return page(c, "PayWay (development)", checkoutPage(outcome.transaction));
  })
  .post("/approve", settle("APPROVED"))
  .post("/decline", settle("DECLINED"))
  .post("/check-transaction", async (c) =>
    c.json(await devCheckAnswer(c.var.db, await c.req.json().catch(() => null))),
  );
