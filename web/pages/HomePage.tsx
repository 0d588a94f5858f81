// / : hero, features, featured products, call to action (placeholder)
export default function HomePage() {
  return (
    <main id="main">
      <h1>HomePage</h1>
    </main>
  );
}
