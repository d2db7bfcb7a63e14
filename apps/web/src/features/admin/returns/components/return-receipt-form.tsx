import { inspectionDefaults, SERIAL_MESSAGES, serialNumberSchema, type AdminReturn } from '@store/shared';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlClasses, TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { useReturnStep } from '../api/returns';

type Line = AdminReturn['lines'][number];

const MISSING_SERIAL = 'Scan or type the serial number on this unit';

/** A box's key in the form's state: the line and its unit. */
const boxKey = (line: Line, unit: number) => `${line.itemId}/${unit}`;

/**
 * What came back of an approved return: per line, how many are sellable and how many damaged, and for
 * a serialised line (a laptop) the serial number read off each unit, which must be the one sold.
 */
export function ReturnReceiptForm({ item }: { item: AdminReturn }) {
  const step = useReturnStep();
  const formRef = useRef<HTMLFormElement>(null);
  const [counts, setCounts] = useState<Record<string, { sellable: number; damaged: number }>>(() =>
    // A damage or defect claim starts as damaged: stock goes back only for what the shop finds sellable.
    Object.fromEntries(item.lines.map((line) => [line.itemId, inspectionDefaults(item.reason, line.quantity)])),
  );
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const serialised = item.lines.filter((line) => line.serials.length > 0);
  const boxes = serialised.flatMap((line) => Array.from({ length: line.quantity }, (_, unit) => ({ line, key: boxKey(line, unit) })));

  /** The box a refusal is about: the one holding a serial it names (a wrong unit first), else the first empty one of the line it names. */
  const boxNamedIn = (message: string) => {
    const words = message.split(/[\s,.:;]+/);
    const named = boxes
      .map((box) => ({ ...box, serial: serialNumberSchema.safeParse(typed[box.key] ?? '').data }))
      .filter((box) => box.serial !== undefined && words.includes(box.serial));
    const wrongUnit = named.find(({ line, serial }) => !line.serials.includes(serial!));
    const ofLine = boxes.filter(({ line }) => message.includes(line.name));
    return (wrongUnit ?? named[0] ?? ofLine.find(({ key }) => !typed[key]?.trim()) ?? ofLine[0])?.key;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Each box read as the server reads it (trimmed, in capitals); an empty, unreadable or repeated one is said here.
    const found: Record<string, string> = {};
    const serials: Record<string, string> = {};
    const seen = new Set<string>();
    for (const { key } of boxes) {
      const text = typed[key]?.trim() ?? '';
      const serial = serialNumberSchema.safeParse(text).data;
      if (!text) found[key] = MISSING_SERIAL;
      else if (!serial) found[key] = SERIAL_MESSAGES.invalid;
      else if (seen.has(serial)) found[key] = SERIAL_MESSAGES.twice(serial);
      else serials[key] = serial;
      if (serial) seen.add(serial);
    }
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) return formRef.current?.querySelector<HTMLInputElement>(`input[data-serial="${first}"]`)?.focus();
    step.mutate(
      {
        id: item._id,
        step: 'receive',
        body: {
          lines: item.lines.map((line) => ({
            itemId: line.itemId,
            ...counts[line.itemId]!,
            ...(line.serials.length > 0 ? { serials: Array.from({ length: line.quantity }, (_, unit) => serials[boxKey(line, unit)]!) } : {}),
          })),
        },
      },
      {
        // The step's hook toasts the message; it is also said under the unit it is about.
        onError: (error) => {
          const message = errorMessage(error, '');
          const key = message ? boxNamedIn(message) : undefined;
          if (!key) return;
          setProblems({ [key]: message });
          formRef.current?.querySelector<HTMLInputElement>(`input[data-serial="${key}"]`)?.focus();
        },
      },
    );
  };

  // A barcode scanner types the label and presses Enter: that moves on to the next empty box rather than
  // sending the receipt, which also needs the counts checked.
  const onSerialKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!event.currentTarget.value.trim()) return;
    const inputs = [...(formRef.current?.querySelectorAll<HTMLInputElement>('input[data-serial]') ?? [])];
    const here = inputs.indexOf(event.currentTarget);
    [...inputs.slice(here + 1), ...inputs.slice(0, here)].find((input) => !input.value.trim())?.focus();
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Receipt of the return" className="space-y-3">
      <p className="font-medium">Count what came back</p>
      {item.lines.map((line) => (
        <div key={line.itemId} className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 flex-1">{line.name}</span>
            {(['sellable', 'damaged'] as const).map((kind) => (
              <label key={kind} className="flex items-center gap-1">
                {kind === 'sellable' ? 'Sellable' : 'Damaged'}
                <input
                  type="number"
                  min={0}
                  max={line.quantity}
                  value={counts[line.itemId]![kind]}
                  onChange={(event) => setCounts({ ...counts, [line.itemId]: { ...counts[line.itemId]!, [kind]: Number(event.target.value) } })}
                  className={controlClasses(false, 'h-9 w-16')}
                />
              </label>
            ))}
          </div>
          {line.serials.length > 0 && (
            <div className="grid gap-3 sm:grid-cols-2">
              {Array.from({ length: line.quantity }, (_, unit) => {
                const key = boxKey(line, unit);
                return (
                  <TextField
                    key={key}
                    label={`Serial no. of unit ${unit + 1} received`}
                    // The line's name is beside the counts for the eye; a screen reader hears it with each box.
                    aria-label={`Serial no. of unit ${unit + 1} received, ${line.name}`}
                    hint={`Sold as ${line.serials.join(' or ')}`}
                    data-serial={key}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    enterKeyHint="next"
                    placeholder="Scan or type"
                    value={typed[key] ?? ''}
                    error={problems[key]}
                    onChange={(event) => {
                      setTyped({ ...typed, [key]: event.target.value });
                      if (problems[key]) setProblems({ ...problems, [key]: '' });
                    }}
                    onKeyDown={onSerialKeyDown}
                  />
                );
              })}
            </div>
          )}
        </div>
      ))}
      <Button type="submit" size="sm" disabled={step.isPending}>
        Mark received
      </Button>
    </form>
  );
}
