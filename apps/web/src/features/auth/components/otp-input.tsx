import { OTP_LENGTH } from '@store/shared';
import { useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';

export interface OtpInputHandle {
  /** Focuses a box: the first empty one when no index is given. */
  focus: (index?: number) => void;
}

interface OtpInputProps {
  /** One entry per box, '' when empty. */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Id of the element naming the group (the instruction above the boxes). */
  labelledBy: string;
  /** Id of the error under the boxes, when there is one. */
  errorId?: string;
  /** While the code is being checked: still focusable, so focus can return to the boxes after. */
  readOnly?: boolean;
  ref?: Ref<OtpInputHandle>;
}

export const emptyDigits = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * SPEC §2: six single-digit boxes. Typing moves to the next box, Backspace on an empty box goes back
 * and clears the previous one, and pasting (or the phone's one-time-code autofill) a whole code
 * fills every box.
 */
export function OtpInput({ digits, onChange, labelledBy, errorId, readOnly = false, ref }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  useImperativeHandle(ref, () => ({
    focus: (index) => {
      const firstEmpty = digits.findIndex((digit) => digit === '');
      focusBox(index ?? (firstEmpty === -1 ? OTP_LENGTH - 1 : firstEmpty));
    },
  }));

  /** Writes `incoming` digits into the boxes from `start` on, and moves focus past them. */
  const fill = (start: number, incoming: string) => {
    const next = [...digits];
    const chars = incoming.slice(0, OTP_LENGTH - start).split('');
    chars.forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    onChange(next);
    focusBox(start + chars.length);
  };

  const handleChange = (index: number, raw: string) => {
    if (readOnly) return;
    const typed = raw.replace(/\D/g, '');
    if (typed === '') {
      if (raw === '') onChange(digits.map((digit, i) => (i === index ? '' : digit)));
      return; // a letter or symbol: ignored
    }
    // A whole code arriving at once (autofill) fills from the first box.
    if (typed.length >= OTP_LENGTH) {
      fill(0, typed);
      return;
    }
    // Typing into a box that already holds a digit: keep only the new one.
    const previous = digits[index] ?? '';
    const incoming = previous && typed.length === 2 && typed.includes(previous) ? (typed.startsWith(previous) ? typed.slice(1) : typed.slice(0, 1)) : typed;
    fill(index, incoming);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (readOnly) return;
      if (digits[index]) {
        onChange(digits.map((digit, i) => (i === index ? '' : digit)));
      } else if (index > 0) {
        onChange(digits.map((digit, i) => (i === index - 1 ? '' : digit)));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (readOnly) return;
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (pasted === '') return;
    fill(pasted.length >= OTP_LENGTH ? 0 : index, pasted);
  };

  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={errorId} className="flex justify-center gap-2 xs:gap-3">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={errorId && !digit ? true : undefined}
          value={digit}
          readOnly={readOnly}
          // onInput, not onChange: React drops a change that leaves the value as it was, so typing
          // the digit a selected box already holds would not move on to the next box.
          onInput={(event) => handleChange(index, event.currentTarget.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          className={`h-12 w-10 rounded-xl border bg-white text-center text-xl font-semibold tabular-nums text-slate-900 shadow-sm focus:outline-none focus:ring-2 read-only:bg-slate-50 xs:h-14 xs:w-12 xs:text-2xl ${
            errorId && !digit ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-brand-600 focus:ring-brand-200'
          }`}
        />
      ))}
    </div>
  );
}
