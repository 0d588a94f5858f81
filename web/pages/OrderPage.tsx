// /order/:id : order form, summary, confirmation (placeholder)
export default function OrderPage() {
  return (
    <main id="main">
      <h1>OrderPage</h1>
    </main>
  );
}
