// /forgot-password : email, code, new password (placeholder)
export default function ForgotPasswordPage() {
  return (
    <main id="main">
      <h1>ForgotPasswordPage</h1>
    </main>
  );
}
