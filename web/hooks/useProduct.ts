// One product by id, with its sizes, for the product and order pages: loading, ready, missing (unknown or
// malformed id) or failed (anything else, logged), with a retry for "Try again".
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../api/client";
import { floristApi, type ProductWithSizes } from "../api/florist";

export type ProductLoad =
  | { state: "loading" }
  | { state: "ready"; product: ProductWithSizes }
  | { state: "missing" }
  | { state: "failed" };

export function useProduct(id: string) {
  const [load, setLoad] = useState<ProductLoad>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request on "Try again"
  useEffect(() => {
    let live = true;
    setLoad({ state: "loading" });
    floristApi
      .product(id)
      .then((product) => live && setLoad({ state: "ready", product }))
      .catch((error: unknown) => {
        if (!live) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        if (!missing) console.error("Failed to load product", error);
        setLoad({ state: missing ? "missing" : "failed" });
      });
    return () => {
      live = false;
    };
  }, [id, attempt]);

  return { load, retry };
}
