interface QuantityStepperProps {
  value: number;
  /** Below `min` the decrease button is disabled; the cart passes 0 so the last step removes the line. */
  min?: number;
  max: number;
  onChange: (value: number) => void;
  /** What is being counted, for screen readers: "Quantity of Dell XPS 13". */
  label: string;
  size?: 'sm' | 'md';
}

export function QuantityStepper({ value, min = 1, max, onChange, label, size = 'md' }: QuantityStepperProps) {
  const box = size === 'sm' ? 'h-9 w-9' : 'h-11 w-11';
  const button = `${box} flex items-center justify-center text-lg font-semibold text-slate-700 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent`;
  return (
    <div role="group" aria-label={label} className="inline-flex items-center rounded-xl border border-slate-300 bg-white">
      <button type="button" className={`${button} rounded-l-xl`} onClick={() => onChange(value - 1)} disabled={value <= min} aria-label="Decrease quantity">
        −
      </button>
      <output aria-live="polite" aria-label="Quantity" className={`${size === 'sm' ? 'w-9' : 'w-12'} text-center font-semibold tabular-nums`}>
        {value}
      </output>
      <button type="button" className={`${button} rounded-r-xl`} onClick={() => onChange(value + 1)} disabled={value >= max} aria-label="Increase quantity">
        +
      </button>
    </div>
  );
}
