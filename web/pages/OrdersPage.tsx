// /orders : the customer's own orders (placeholder)
export default function OrdersPage() {
  return (
    <main id="main">
      <h1>OrdersPage</h1>
    </main>
  );
}
