// Filled in by issue 12's work.
export function DeliveriesTab() {
  return <p>Coming soon.</p>;
}
