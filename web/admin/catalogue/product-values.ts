// The product form's values and its checks, made with the same schema the API uses so
// the owner sees a problem before a round trip, in the words the server would use.
import type { Category } from "../../../shared/catalog";
import type { Occasion } from "../../../shared/occasions";
import { type AdminProductInput, adminProductBody } from "../../../shared/schemas";
import type { AdminProduct } from "../api";
import { type FormCheck, labelledErrors } from "./CatalogueForm";

export interface ProductFormValues {
  name: string;
  price: string;
  originalPrice: string;
  description: string;
  category: Category | "";
  image: string;
  whatsIncluded: string;
  inStock: boolean;
  /** Empty when the size is not offered. */
  deluxePrice: string;
  premiumPrice: string;
  occasions: Occasion[];
  featured: boolean;
  nameKm: string;
  descriptionKm: string;
  nameZh: string;
  descriptionZh: string;
  whatsIncludedKm: string;
  whatsIncludedZh: string;
}

export const FIELD_LABELS: Record<keyof ProductFormValues, string> = {
  name: "Name",
  // The price a customer pays; the "was" price is the one before a discount (struck through).
  price: "Price",
  originalPrice: "Was price",
  description: "Description",
  category: "Category",
  image: "Image",
  deluxePrice: "Deluxe price",
  premiumPrice: "Premium price",
  whatsIncluded: "What's included",
  occasions: "Occasions",
  featured: "Feature on the home page",
  inStock: "In stock",
  nameKm: "Name in Khmer",
  descriptionKm: "Description in Khmer",
  nameZh: "Name in Chinese",
  descriptionZh: "Description in Chinese",
  whatsIncludedKm: "What's included in Khmer",
  whatsIncludedZh: "What's included in Chinese",
};

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: "",
  price: "",
  originalPrice: "",
  description: "",
  category: "",
  image: "",
  whatsIncluded: "",
  inStock: true,
  deluxePrice: "",
  premiumPrice: "",
  occasions: [],
  featured: false,
  nameKm: "",
  descriptionKm: "",
  nameZh: "",
  descriptionZh: "",
  whatsIncludedKm: "",
  whatsIncludedZh: "",
};

const priceText = (price: number | null) => (price === null ? "" : String(price));

export function formFromProduct(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    price: String(product.price),
    originalPrice: product.originalPrice ? String(product.originalPrice) : "",
    description: product.description,
    category: product.category,
    image: product.image,
    whatsIncluded: product.whatsIncluded,
    inStock: product.inStock,
    deluxePrice: priceText(product.deluxePrice),
    premiumPrice: priceText(product.premiumPrice),
    occasions: product.occasions,
    featured: product.featured,
    nameKm: product.nameKm,
    descriptionKm: product.descriptionKm,
    nameZh: product.nameZh,
    descriptionZh: product.descriptionZh,
    whatsIncludedKm: product.whatsIncludedKm,
    whatsIncludedZh: product.whatsIncludedZh,
  };
}

/** An empty size price is sent as null: that size is no longer offered. */
const orNull = (value: string) => (value.trim() === "" ? null : value);

/** Either the errors to show, keyed by field, or the camelCase body the API expects (docs/decisions/005). */
export function checkProductForm(values: ProductFormValues): FormCheck<ProductFormValues, AdminProductInput> {
  const parsed = adminProductBody.safeParse({
    ...values,
    originalPrice: orNull(values.originalPrice),
    deluxePrice: orNull(values.deluxePrice),
    premiumPrice: orNull(values.premiumPrice),
  });
  if (!parsed.success)
    return { ok: false, errors: labelledErrors(parsed.error.issues, FIELD_LABELS, values) };
  const data = parsed.data;
  return {
    ok: true,
    body: {
      name: data.name,
      price: data.price,
      originalPrice: data.originalPrice,
      description: data.description,
      category: data.category,
      image: data.image,
      whatsIncluded: data.whatsIncluded ?? "",
      inStock: data.inStock,
      deluxePrice: data.deluxePrice ?? null,
      premiumPrice: data.premiumPrice ?? null,
      occasions: data.occasions ?? [],
      featured: data.featured ?? false,
      // "" clears a translation: the English text is shown again
      nameKm: data.nameKm ?? null,
      descriptionKm: data.descriptionKm ?? null,
      nameZh: data.nameZh ?? null,
      descriptionZh: data.descriptionZh ?? null,
      whatsIncludedKm: data.whatsIncludedKm ?? null,
      whatsIncludedZh: data.whatsIncludedZh ?? null,
    },
  };
}
