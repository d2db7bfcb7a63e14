/** Placeholder: being built (issue 11). */
export function AdminMessagesPage() {
  return <p>Coming soon</p>;
}
