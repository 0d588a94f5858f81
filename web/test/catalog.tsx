// Catalogue fixtures and probes for the storefront's component tests (used with render.tsx).
import { useLocation } from "react-router-dom";
import type { ProductDetailWire, ProductWire } from "../../shared/schemas";

export const productWire = (over: Partial<ProductWire> = {}): ProductWire => {
  const price = over.price ?? 45;
  return {
    id: 1,
    name: "Red Rose Bouquet",
    price,
    original_price: 60,
    discount_percentage: 25,
    image: "/api/uploads/seed/red-roses.webp",
    description: "Twelve long-stem red roses, hand-tied.",
    category: "roses",
    rating: 4.5,
    in_stock: true,
    whats_included: "12 red roses, Eucalyptus, Hand-written card",
    created_at: "2026-03-01T10:00:00.000Z",
    // Sizes: standard only, at the product's price, unless the test offers more
    sizes: [{ id: "standard", label: "Standard", price, price_khr: Math.round((price * 4100) / 100) * 100 }],
    occasions: [],
    featured: false,
    review_count: 0,
    ...over,
    price_khr: over.price_khr ?? Math.round((price * 4100) / 100) * 100,
  };
};

/** GET /api/products/{id}'s answer: the product and its peak days' counts (none unless given). */
export const productDetailWire = (over: Partial<ProductDetailWire> = {}): ProductDetailWire => ({
  ...productWire(over),
  peak_left: over.peak_left ?? [],
});

/** A small catalogue across categories, one of them out of stock. */
export const CATALOGUE: ProductWire[] = [
  productWire(),
  productWire({ id: 2, name: "White Lily Vase", category: "lilies", description: "Scented white lilies." }),
  productWire({
    id: 3,
    name: "Bridal Cascade",
    category: "wedding",
    description: "A cascading bridal bouquet.",
  }),
  productWire({
    id: 4,
    name: "Orchid Sunrise",
    category: "exotic",
    description: "Purple orchids.",
    in_stock: false,
  }),
  productWire({ id: 5, name: "Pink Rose Box", category: "roses", description: "Pink roses in a hat box." }),
];

/** A route element that shows the router state it was reached with (e.g. { from }). */
export function StateProbe() {
  const location = useLocation();
  return <p data-testid="route-state">{JSON.stringify(location.state ?? null)}</p>;
}
