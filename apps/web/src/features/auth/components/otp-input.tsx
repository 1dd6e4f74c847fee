// Six single-digit boxes for a one-time code: auto-advance, backspace to the previous box, paste of a whole code.
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { tNow } from '../../../lib/i18n.tsx';

export const OTP_LENGTH = 6;

type OtpInputProps = {
  value: string[];
  onChange: (digits: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
};

/** An empty code: one '' per box. */
export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

export function OtpInput({ value, onChange, invalid = false, describedBy, disabled = false }: OtpInputProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  // Fills from `start` with the digits of `text`: one typed digit, or a whole code typed
  // fast / inserted by the phone's one-time-code autofill.
  const fillFrom = (start: number, text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, OTP_LENGTH - start);
    if (!digits) return;
    const next = [...value];
    for (let i = 0; i < digits.length; i += 1) next[start + i] = digits[i] ?? '';
    onChange(next);
    focusBox(start + digits.length);
  };

  const handleChange = (index: number, raw: string) => {
    if (raw === '') {
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    const digits = raw.replace(/\D/g, '');
    const old = value[index] ?? '';
    // Typing into a box that already holds a digit gives two characters: keep the new one.
    if (digits.length === 2 && old) {
      fillFrom(index, digits[0] === old ? digits.slice(1) : digits.slice(0, 1));
      return;
    }
    fillFrom(index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
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
    const text = event.clipboardData.getData('text');
    const digits = text.replace(/\D/g, '');
    // A whole code fills every box whichever box had the focus.
    fillFrom(digits.length >= OTP_LENGTH ? 0 : index, digits);
  };

  return (
    <div className="flex justify-center gap-2 sm:gap-3" role="group" aria-label={tNow('auth:otp.group')}>
      {value.map((digit, index) => (
        <input
          // The boxes never reorder; the index is their identity.
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? OTP_LENGTH : 2}
          aria-label={tNow('auth:otp.digit', { index: index + 1, count: OTP_LENGTH })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          value={digit}
          onChange={(e) => handleChange(index, e.target.value)}
          onKeyDown={(e) => handleKeyDown(index, e)}
          onPaste={(e) => handlePaste(index, e)}
          onFocus={(e) => e.target.select()}
          className="h-12 w-10 rounded-lg border border-night-200 bg-white text-center text-xl font-semibold text-night-950 shadow-xs transition-colors focus:border-night-500 aria-invalid:border-red-600 disabled:opacity-60 sm:h-14 sm:w-12"
        />
      ))}
    </div>
  );
}
