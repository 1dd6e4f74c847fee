// A form's refusal as a whole (not one field's): the server's words under the submit button, announced at once.
import { CircleAlert } from 'lucide-react';

export function FormAlert({ children }: { children: string }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
