// POST /api/contact: sends the contact form; the form resolves with the same schema the server checks.
import { contactSchema, type ContactFormValues, type ContactResponse } from '@app/contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const sendContactMessage = (values: ContactFormValues) =>
  api.post<ContactResponse>('/api/contact', contactSchema.parse(values));

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
