/** Placeholder: being built (issue 11). */
export function AdminApplicationPage() {
  return <p>Coming soon</p>;
}
