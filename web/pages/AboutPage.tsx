// /about : story, values, team (placeholder)
export default function AboutPage() {
  return (
    <main id="main">
      <h1>AboutPage</h1>
    </main>
  );
}
