// Loads the catalogue once for a page: the list, a loading flag and whether it failed.
// preloadProducts() lets the entry start the request before the page's code has arrived.
import { useEffect, useState } from "react";
import type { Product } from "../api/models";
import { shopApi } from "../api/shop";

let preloaded: Promise<Product[]> | null = null;

/** Starts loading the catalogue now; the next useProducts() takes this request over. */
export function preloadProducts() {
  preloaded ??= shopApi.products();
  preloaded.catch(() => undefined); // the page that takes it over reports the failure
}

function takeRequest(): Promise<Product[]> {
  const request = preloaded ?? shopApi.products();
  preloaded = null; // used once, so a later visit to the page reads fresh data
  return request;
}

export function useProducts() {
  const [products, setProducts] = useState<Product[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    takeRequest()
      .then((list) => live && setProducts(list))
      .catch((error: unknown) => {
        console.error("Failed to load products", error);
        if (live) setFailed(true);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);

  return { products, loading, failed };
}
