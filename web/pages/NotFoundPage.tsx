// any unknown path (placeholder)
export default function NotFoundPage() {
  return (
    <main id="main">
      <h1>NotFoundPage</h1>
    </main>
  );
}
