// /contact : details, hours, message form (placeholder)
export default function ContactPage() {
  return (
    <main id="main">
      <h1>ContactPage</h1>
    </main>
  );
}
