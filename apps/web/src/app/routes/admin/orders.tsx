/** Placeholder: being built (issue 11). */
export function AdminOrdersPage() {
  return <p>Coming soon</p>;
}
