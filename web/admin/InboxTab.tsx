// Filled in by issue 12's work.
export function InboxTab() {
  return <p>Coming soon.</p>;
}
