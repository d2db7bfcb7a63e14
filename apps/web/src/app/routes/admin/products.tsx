/** Placeholder: being built (issue 11). */
export function AdminProductsPage() {
  return <p>Coming soon</p>;
}
