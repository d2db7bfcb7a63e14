import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * Questions that open to show their answers: each question is a button (aria-expanded,
 * aria-controls) inside a heading, each answer a region named by its question. Enter and Space
 * toggle; Up/Down arrows, Home and End move between questions (WAI-ARIA accordion pattern).
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item, index) => {
        const isOpen = open.has(index);
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 sm:px-6"
              >
                {item.question}
                <ChevronDownIcon
                  className={`size-5 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className="px-5 pb-5 leading-relaxed text-slate-700 sm:px-6">
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
