// The admin's view of one consultation and its refunds: POST /api/admin/consultations/{id}/refund and
// GET /api/admin/consultations/{id} answer the same object.
import { z } from 'zod';
import { idParam } from './common.ts';
import { consultation } from './consultations.ts';

export const ADMIN_CONSULT_MESSAGES = {
  refundNotEnded: 'A consultation can be refunded once it has ended.',
} as const;

export const consultationIdParam = idParam('id', 'The consultation id must be a positive whole number');

export const consultationRefund = z.object({
  refund_id: z.number().int(),
  /** Rupees given back to the user's wallet. */
  amount: z.number(),
  /** Rupees taken back from the astrologer's wallet. */
  from_astrologer: z.number(),
  /** Rupees the platform bore because the astrologer had already been paid out. */
  from_platform: z.number(),
  reason: z.string(),
  /** The admin who refunded (null when that account is gone). */
  refunded_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type ConsultationRefund = z.infer<typeof consultationRefund>;

export const adminConsultation = consultation.extend({
  /** Rupees that may still be refunded: amount - refunded. */
  refundable: z.number(),
  refunds: z.array(consultationRefund),
});
export type AdminConsultation = z.infer<typeof adminConsultation>;
