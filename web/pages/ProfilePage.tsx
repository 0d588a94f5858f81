// /profile : edit details and password (placeholder)
export default function ProfilePage() {
  return (
    <main id="main">
      <h1>ProfilePage</h1>
    </main>
  );
}
