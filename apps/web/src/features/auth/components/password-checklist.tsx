import { CheckIcon } from '@/components/ui/icons';

/** Requirements that turn green as they are met (SPEC §2, reset password). */
export function PasswordChecklist({ items, id }: { items: { label: string; met: boolean }[]; id?: string }) {
  return (
    <ul id={id} aria-label="Password requirements" className="space-y-1.5 rounded-xl bg-slate-50 p-3 text-sm">
      {items.map(({ label, met }) => (
        <li key={label} data-met={met} className={`flex items-center gap-2 ${met ? 'font-medium text-green-700' : 'text-slate-600'}`}>
          <span
            aria-hidden="true"
            className={`flex size-5 items-center justify-center rounded-full ${met ? 'bg-green-600 text-white' : 'border border-slate-300 bg-white text-transparent'}`}
          >
            <CheckIcon className="size-3.5" />
          </span>
          {label}
          <span className="sr-only">{met ? ' (met)' : ' (not met yet)'}</span>
        </li>
      ))}
    </ul>
  );
}
