export interface Fact {
  value: string;
  label: string;
}

/** Two-by-two key figures, for the side of a page's hero. */
export function FactGrid({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3">
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="mt-1 text-sm text-slate-600">{fact.label}</dt>
          <dd className="text-xl font-bold tracking-tight text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
