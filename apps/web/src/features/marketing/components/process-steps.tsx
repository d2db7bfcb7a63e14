interface Step {
  title: string;
  text: string;
}

/** Numbered steps in a row (a column on phones), joined by a line. */
export function ProcessSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-4 md:gap-4">
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-4 md:flex-col md:gap-0">
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className="absolute left-5 top-11 h-[calc(100%-1.5rem)] w-px bg-brand-200 md:left-11 md:top-5 md:h-px md:w-[calc(100%-2.5rem)]"
            />
          )}
          <span
            aria-hidden="true"
            className="relative z-10 flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white ring-4 ring-white"
          >
            {index + 1}
          </span>
          <div className="md:mt-4 md:pr-4">
            <h3 className="font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
