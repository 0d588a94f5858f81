// Points the shop's bot at the deployed Worker (docs/decisions/036): Telegram then POSTs button
// taps to SHOP_URL/api/telegram/webhook with the secret header, and only callback queries.
// Usage: TELEGRAM_BOT_TOKEN=… TELEGRAM_WEBHOOK_SECRET=… SHOP_URL=https://… npm run telegram:webhook
// (the same token and secret as `wrangler secret put` gave the Worker).
import process from "node:process";

const { TELEGRAM_BOT_TOKEN: token, TELEGRAM_WEBHOOK_SECRET: secret, SHOP_URL: shopUrl } = process.env;
const missing = Object.entries({
  TELEGRAM_BOT_TOKEN: token,
  TELEGRAM_WEBHOOK_SECRET: secret,
  SHOP_URL: shopUrl,
})
  .filter(([, value]) => !value)
  .map(([name]) => name);
if (missing.length > 0) {
  console.error(`Set ${missing.join(", ")} in the environment.`);
  process.exit(1);
}
// Telegram's rule for secret_token: 1–256 characters of A-Z, a-z, 0-9, _ and -.
if (!/^[A-Za-z0-9_-]{1,256}$/.test(secret ?? "")) {
  console.error("TELEGRAM_WEBHOOK_SECRET may hold only A-Z, a-z, 0-9, _ and - (1 to 256 characters).");
  process.exit(1);
}
const shopOrigin = new URL(shopUrl ?? "").origin;
if (!shopOrigin.startsWith("https://")) {
  console.error("SHOP_URL must be an https:// address: Telegram calls webhooks over HTTPS only.");
  process.exit(1);
}

const url = `${shopOrigin}/api/telegram/webhook`;
const response = await fetch(`https://api.telegram.org/bot${token}/setWebhook`, {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ url, secret_token: secret, allowed_updates: ["callback_query"] }),
});
const answer = (await response.json().catch(() => ({}))) as { ok?: boolean; description?: string };
if (!response.ok || !answer.ok) {
  console.error(`setWebhook failed (${response.status}): ${answer.description ?? "no description"}`);
  process.exit(1);
}
console.log(`Telegram now sends button taps to ${url}`);
