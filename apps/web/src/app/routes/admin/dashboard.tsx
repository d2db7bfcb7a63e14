/** Placeholder: being built (issue 11). */
export function AdminDashboardPage() {
  return <p>Coming soon</p>;
}
