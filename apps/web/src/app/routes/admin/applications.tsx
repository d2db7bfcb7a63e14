/** Placeholder: being built (issue 11). */
export function AdminApplicationsPage() {
  return <p>Coming soon</p>;
}
