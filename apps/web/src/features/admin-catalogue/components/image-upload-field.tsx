// A product image chooser: uploads the picked file at once (POST /api/upload-image) and shows the stored picture.
import { ADMIN_FAILURE, ADMIN_SUCCESS } from '@app/contracts/admin-messages';
import { IMAGE_UPLOAD_MESSAGES } from '@app/contracts/uploads';
import { ImagePlus } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'react-toastify';
import { Field, fieldIds } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useUploadImage } from '../../../lib/upload-image.ts';
import { imageFileProblem, serverMessage } from '../../../lib/form.ts';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

interface ImageUploadFieldProps {
  label: string;
  value: string;
  onUploaded: (url: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
  error?: string;
  required?: boolean;
}

export function ImageUploadField({ label, value, onUploaded, onUploadingChange, error, required }: ImageUploadFieldProps) {
  const id = useId();
  const upload = useUploadImage();
  const [localError, setLocalError] = useState<string | null>(null);
  const shownError = localError ?? error;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setLocalError(problem);
      input.value = '';
      return;
    }
    setLocalError(null);
    onUploadingChange?.(true);
    try {
      onUploaded(await upload.mutateAsync(file));
      toast.success(messageNow(ADMIN_SUCCESS.imageUploaded));
    } catch (err) {
      console.error('Image upload failed', err);
      setLocalError(serverMessage(err, messageNow(ADMIN_FAILURE.uploadImage)));
      toast.error(messageNow(ADMIN_FAILURE.uploadImage));
    } finally {
      onUploadingChange?.(false);
      input.value = '';
    }
  };

  return (
    <Field id={id} label={label} error={shownError} hint={IMAGE_UPLOAD_MESSAGES.hint} required={required}>
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-night-200 bg-night-50">
          {upload.isPending ? (
            <Spinner label={tNow('admin:auto.imageUploadField.uploadingImage')} />
          ) : value ? (
            <img src={value} alt={tNow('admin:auto.imageUploadField.chosenProduct')} className="size-full object-cover" />
          ) : (
            <ImagePlus className="size-7 text-night-400" aria-hidden="true" />
          )}
        </div>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={onChange}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? fieldIds(id).error : fieldIds(id).hint}
          className="min-w-0 text-sm text-night-800 file:mr-3 file:rounded-full file:border-0 file:bg-night-100 file:px-4 file:py-2 file:font-semibold file:text-night-900 hover:file:bg-night-200"
        />
      </div>
    </Field>
  );
}
