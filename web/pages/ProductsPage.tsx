// /products : search, category filter, grid (placeholder)
export default function ProductsPage() {
  return (
    <main id="main">
      <h1>ProductsPage</h1>
    </main>
  );
}
