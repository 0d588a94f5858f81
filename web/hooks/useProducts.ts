// Loads the catalogue once for a page: the list, a loading flag and whether it failed.
import { useEffect, useState } from "react";
import type { Product } from "../api/models";
import { shopApi } from "../api/shop";

export function useProducts() {
  const [products, setProducts] = useState<Product[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    shopApi
      .products()
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
