// The owner's dashboard (placeholder until the admin issue lands).
export default function AdminPage() {
  return (
    <main>
      <h1>Admin Panel</h1>
    </main>
  );
}
