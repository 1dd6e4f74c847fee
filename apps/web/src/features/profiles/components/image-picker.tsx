// A labelled file input for the profile picture, with a preview of the chosen image.
import { IMAGE_UPLOAD_MESSAGES } from '@app/contracts/uploads';
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { fieldIds } from '../../../components/ui/field.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useMessageWords } from '../../../lib/message-words.ts';

type ImagePickerProps = {
  label: string;
  value: File | undefined;
  onChange: (file: File | undefined) => void;
  error?: string;
  name?: string;
};

export function ImagePicker({ label, value, onChange, error, name }: ImagePickerProps) {
  const { t } = useT('account');
  const tm = useMessageWords();
  const id = useId();
  const ids = fieldIds(id);
  // A data URL needs no revoking, so a remount (StrictMode, a re-render) can never show a dead link.
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!value) return undefined;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ file: value, url: reader.result });
    };
    reader.readAsDataURL(value);
    return () => reader.abort();
  }, [value]);
  const preview = read && read.file === value ? read.url : null;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-night-900">
        {label}
        <span className="ml-0.5 text-saffron-700" aria-hidden="true">
          *
        </span>
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full border border-night-200 bg-parchment">
          {preview ? (
            <img
              src={preview}
              alt={t('profile.preview', { name: value?.name ?? t('profile.chosenFile') })}
              className="size-full object-cover"
            />
          ) : (
            <ImageUp aria-hidden="true" className="size-8 text-night-400" />
          )}
        </span>
        <input
          id={id}
          name={name}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : ids.hint}
          onChange={(e) => onChange(e.target.files?.[0] ?? undefined)}
          className="min-w-0 flex-1 basis-56 text-sm text-night-800 file:mr-3 file:min-h-10 file:rounded-full file:border-0 file:bg-night-800 file:px-4 file:font-semibold file:text-white hover:file:bg-night-700"
        />
      </div>
      {error ? (
        <p id={ids.error} className="text-sm font-medium text-red-700">
          {tm(error)}
        </p>
      ) : (
        <p id={ids.hint} className="text-xs text-night-700/80">
          {tm(IMAGE_UPLOAD_MESSAGES.hint)}
        </p>
      )}
    </div>
  );
}
