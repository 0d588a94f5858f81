// Per-page <title>, description and social tags. React 19 hoists these into <head>.
// (Placeholder; the full version also renders the Florist/Product JSON-LD.)
import type { Product } from "../api/models";

export interface PageMetaProps {
  title: string;
  description?: string;
  product?: Product;
}

export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
