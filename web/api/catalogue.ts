// The catalogue as the home and products pages list it. A plain GET, not the typed client:
// the home page's entry chunk loads this, and `hc` stays out of it (the JS budget of "/").
// preloadProducts() lets the entry start the request before the page's code has arrived;
// the page's loader then takes that request over with takeProducts().
import type { ProductWire } from "../../shared/schemas";
import { getJson } from "./client";
import { type Product, toProduct } from "./models";

const fetchProducts = async () => (await getJson<ProductWire[]>("/api/products")).map(toProduct);

let preloaded: Promise<Product[]> | null = null;

/** Starts loading the catalogue now; the next takeProducts() takes this request over. */
export function preloadProducts() {
  preloaded ??= fetchProducts();
  preloaded.catch(() => undefined); // the page that takes it over reports the failure
}

/** The preloaded request if there is one (used once, so a later visit reads fresh data), else a new one. */
export function takeProducts(): Promise<Product[]> {
  const request = preloaded ?? fetchProducts();
  preloaded = null;
  return request;
}
