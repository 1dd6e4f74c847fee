// Answer types of the admin's report endpoints, inferred from the shared contracts.
import type {
  astroPaymentResponseSchema,
  interactionSchema,
  registeredUserSchema,
  userPaymentResponseSchema,
  adminOrdersResponseSchema,
} from '@app/contracts/admin-reports';
import type { z } from 'zod';

export type AstroPaymentPage = z.infer<typeof astroPaymentResponseSchema>;
export type AstroPaymentRow = AstroPaymentPage['data'][number];
export type UserPaymentPage = z.infer<typeof userPaymentResponseSchema>;
export type UserPaymentRow = UserPaymentPage['data'][number];
export type AdminOrdersPage = z.infer<typeof adminOrdersResponseSchema>;
export type Interaction = z.infer<typeof interactionSchema>;
export type RegisteredUser = z.infer<typeof registeredUserSchema>;
