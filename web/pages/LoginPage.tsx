// /login : sign in, verify-email and suspended panels (placeholder)
export default function LoginPage() {
  return (
    <main id="main">
      <h1>LoginPage</h1>
    </main>
  );
}
