// A range of India days as two date fields (from, to), each bounded by the other and showing its own refusal: the
// admin's charts and invoice register.
import { Input } from './field.tsx';

export interface DayRange {
  from: string;
  to: string;
}

export interface DayRangeFieldsProps {
  range: DayRange;
  errors: Partial<Record<keyof DayRange, string>>;
  labels: Record<keyof DayRange, string>;
  onChange: (field: keyof DayRange, day: string) => void;
}

export function DayRangeFields({ range, errors, labels, onChange }: DayRangeFieldsProps) {
  return (
    <>
      <div className="w-44">
        <Input
          label={labels.from}
          type="date"
          value={range.from}
          max={range.to || undefined}
          error={errors.from}
          onChange={(event) => onChange('from', event.target.value)}
        />
      </div>
      <div className="w-44">
        <Input
          label={labels.to}
          type="date"
          value={range.to}
          min={range.from || undefined}
          error={errors.to}
          onChange={(event) => onChange('to', event.target.value)}
        />
      </div>
    </>
  );
}
