// /product/:id : product detail (placeholder)
export default function ProductPage() {
  return (
    <main id="main">
      <h1>ProductPage</h1>
    </main>
  );
}
