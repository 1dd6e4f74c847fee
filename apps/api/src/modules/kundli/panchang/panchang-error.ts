// The panchang's refusals: a 400 the error handler answers as it is, with a reason tests and callers can act on.
import { PANCHANG_MESSAGES } from '@app/contracts/panchang';
import { AppError } from '../../../lib/errors.ts';

export type PanchangRefusal = 'dateInvalid' | 'dateRange' | 'noSunrise';

/** The request field each refusal is about, for the body's `errors`. */
const FIELD: Record<PanchangRefusal, string> = {
  dateInvalid: 'date',
  dateRange: 'date',
  noSunrise: 'place_id',
};

/**
 * Thrown by panchangFor for a date that does not exist or is out of range, and for a day without both a sunrise and a
 * sunset (the polar day and night). It is the API's AppError (400, code `validation`, the message on its field, as the
 * kundli's refusals are), so a route needs no mapping; `reason` names the refusal without matching the wording.
 */
export class PanchangError extends AppError {
  readonly reason: PanchangRefusal;

  constructor(reason: PanchangRefusal) {
    const message = PANCHANG_MESSAGES[reason];
    super('bad_request', message, { code: 'validation', errors: { [FIELD[reason]]: message } });
    this.name = 'PanchangError';
    this.reason = reason;
  }
}
