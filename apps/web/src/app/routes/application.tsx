/** Placeholder: being built (issue 11). */
export function ApplicationPage() {
  return <p>Coming soon</p>;
}
