// The matching form's rules: each person's birth details checked as the kundli form checks them.
import type { KundliRequest } from '@app/contracts/kundli';
import { z } from 'zod';
import { EMPTY_FORM, KUNDLI_FIELDS, kundliFormSchema, type KundliFormValues } from '../../lib/birth-input.ts';

export interface MatchFormValues {
  boy: KundliFormValues;
  girl: KundliFormValues;
}
export interface MatchFormOutput {
  boy: KundliRequest;
  girl: KundliRequest;
}

export const matchFormSchema = z.object({ boy: kundliFormSchema, girl: kundliFormSchema });

export const EMPTY_MATCH_FORM: MatchFormValues = { boy: { ...EMPTY_FORM }, girl: { ...EMPTY_FORM } };

/** Every field the server may name in a 400, as the form names it (`boy.place_id`). */
export const MATCH_FIELDS = (['boy', 'girl'] as const).flatMap((side) =>
  KUNDLI_FIELDS.map((field) => `${side}.${field}` as const),
);
