// Filled in by issue 12's work.
export function ReviewsTab() {
  return <p>Coming soon.</p>;
}
