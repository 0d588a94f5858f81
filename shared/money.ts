// Money as the shop writes it, on screens, in e-mails and in the shop's chat: "$1,234.50",
// "៛4,100". One Intl formatter each, no dependencies but the riel rounding, so the home page can import it.
import { madeOnce } from "./made-once";
import { toKhr } from "./pricing";

/** Money as the shop writes it in every language, made at its first use. */
const moneyFormat = (options: Intl.NumberFormatOptions) =>
  madeOnce(() => new Intl.NumberFormat("en-US", { style: "currency", ...options }));

const usdFormat = moneyFormat({ currency: "USD" });
const khrFormat = moneyFormat({ currency: "KHR", currencyDisplay: "narrowSymbol", maximumFractionDigits: 0 });

/** "$45.00", "$1,234.50" */
export const formatUsd = (amount: number): string => usdFormat().format(amount);

/** Whole riel: "៛4,100" */
export const formatKhr = (riel: number): string => khrFormat().format(riel);

/** Both at once, as the shop's chat and e-mails show an amount: "$1,045.00 · ៛4,284,500". */
export const formatUsdAndKhr = (usd: number, riel: number): string =>
  `${formatUsd(usd)} · ${formatKhr(riel)}`;

/** Dollars with riel beside them at the owner's `rate`, rounded to 100 riel: "$45.00 · ៛184,500". */
export const formatMoney = (usd: number, rate: number): string => formatUsdAndKhr(usd, toKhr(usd, rate));
