// /register : form then 6-digit code step (placeholder)
export default function RegisterPage() {
  return (
    <main id="main">
      <h1>RegisterPage</h1>
    </main>
  );
}
