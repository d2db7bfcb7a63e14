/** Placeholder: being built (issue 11). */
export function AdminOrderPage() {
  return <p>Coming soon</p>;
}
