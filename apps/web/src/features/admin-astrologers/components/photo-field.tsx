// The astrologer's photo chooser: keeps the File (uploaded only on submit) and previews it.
import { IMAGE_UPLOAD_MESSAGES } from '@app/contracts/uploads';
import { UserRound } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { Field, fieldIds } from '../../../components/ui/field.tsx';
import { tNow } from '../../../lib/i18n.tsx';

export function PhotoField({ file, error, onChange }: { file: File | null; error: string | null; onChange: (file: File | null) => void }) {
  const id = useId();
  // The preview URL is made from the File; memoised per file and revoked when it changes or the field unmounts.
  const preview = useMemo(() => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  return (
    <Field id={id} label={tNow('admin:auto.photoField.profilePhoto')} required error={error ?? undefined} hint={IMAGE_UPLOAD_MESSAGES.hint}>
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full border border-dashed border-night-200 bg-night-50">
          {preview ? (
            <img src={preview} alt={tNow('admin:auto.photoField.chosenProfile')} className="size-full object-cover" />
          ) : (
            <UserRound className="size-8 text-night-400" aria-hidden="true" />
          )}
        </div>
        <input
          id={id}
          type="file"
          accept="image/*"
          onChange={(e) => onChange(e.currentTarget.files?.[0] ?? null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldIds(id).error : fieldIds(id).hint}
          className="min-w-0 text-sm text-night-800 file:mr-3 file:rounded-full file:border-0 file:bg-night-100 file:px-4 file:py-2 file:font-semibold file:text-night-900 hover:file:bg-night-200"
        />
      </div>
    </Field>
  );
}
