/** Placeholder: being built (issue 11). */
export function AdminNewProductPage() {
  return <p>Coming soon</p>;
}
export function AdminEditProductPage() {
  return <p>Coming soon</p>;
}
