// Step two of creating an astrologer: the profile, submitted with the photo uploaded first.
import { ADMIN_ACCOUNT_MESSAGES } from '@app/contracts/admin-accounts';
import { ADMIN_ASTROLOGER_TYPES } from '@app/contracts/admin-astrologers';
import { ADMIN_FAILURE, ADMIN_SUCCESS } from '@app/contracts/admin-messages';
import { GENDERS } from '@app/contracts/profiles';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useCreateAstrologer } from '../api/create-astrologer.ts';
import { uploadImage } from '../../../lib/upload-image.ts';
import { textFormResolver } from '../../../lib/form.ts';
import { PhotoField } from './photo-field.tsx';
import { blockExponentKeys, emptyProfile, photoProblem, profileFormSchema, todayIso, type ProfileRequest, type ProfileValues } from './profile-fields.ts';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

const selectClass = 'w-full rounded-xl border border-night-200 bg-white px-3.5 py-2.5 text-base text-night-950 shadow-xs';

/** Section 8: the server's message when there is one ('No file uploaded' reworded), else the fallback. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return messageNow(ADMIN_FAILURE.createProfile);
  return error.code === 'no_file' ? messageNow(ADMIN_FAILURE.noFileUploaded) : error.message;
}

export function ProfileSection({ userId, onCreated }: { userId: number | null; onCreated: () => void }) {
  const create = useCreateAstrologer();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProfileValues, unknown, ProfileRequest>({
    resolver: textFormResolver<ProfileValues, ProfileRequest>(profileFormSchema),
    defaultValues: emptyProfile(userId),
  });
  // The read-only user ID follows the account created in step one.
  useEffect(() => {
    form.setValue('user_id', userId === null ? '' : String(userId), { shouldValidate: form.formState.isSubmitted });
  }, [userId, form]);
  const { errors } = form.formState;

  const checkPhoto = () => {
    const problem = photoProblem(photo);
    setPhotoError(problem);
    return problem === null;
  };

  const onSubmit = form.handleSubmit(
    async (body) => {
      if (!checkPhoto() || !photo) return;
      try {
        setUploading(true);
        const profileImage = await uploadImage(photo);
        setUploading(false);
        await create.mutateAsync({ ...body, profile_image: profileImage });
        toast.success(messageNow(ADMIN_SUCCESS.profileCreated));
        onCreated();
      } catch (error) {
        setUploading(false);
        console.error('Creating an astrologer profile failed', error);
        toast.error(failureMessage(error));
      }
    },
    () => {
      checkPhoto();
      if (userId === null) toast.error(ADMIN_ACCOUNT_MESSAGES.accountSectionFirst);
    },
  );

  const register = form.register;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="profile-section-heading" className="rounded-xl border border-night-100 bg-white p-4">
      <h3 id="profile-section-heading" className="mb-3 text-lg font-semibold text-night-900">
        2. Astrologer profile
      </h3>
      {userId === null && (
        <p className="mb-4 rounded-lg bg-yellow-50 px-3 py-2 text-sm text-yellow-900 ring-1 ring-yellow-200">
          {ADMIN_ACCOUNT_MESSAGES.accountSectionFirst}
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <div className="md:col-span-2">
          <PhotoField file={photo} error={photoError} onChange={(file) => { setPhoto(file); setPhotoError(file ? photoProblem(file) : null); }} />
        </div>
        <Input label={tNow('admin:auto.profileSection.fullName')} required error={errors.name?.message} {...register('name')} />
        <Input label={tNow('admin:auto.profileSection.dateOfBirth')} type="date" required max={todayIso()} error={errors.dob?.message} {...register('dob')} />
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-semibold text-night-900">
            Gender<span className="ml-0.5 text-saffron-700" aria-hidden="true">*</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {GENDERS.map((g) => (
              <label key={g} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-night-200 px-4 has-checked:border-saffron-500 has-checked:bg-saffron-50">
                <input type="radio" value={g} className="size-4 accent-saffron-600" {...register('gender')} />
                <span className="text-sm font-medium">{g}</span>
              </label>
            ))}
          </div>
          {errors.gender && <p className="text-sm font-medium text-red-700">{errors.gender.message}</p>}
        </fieldset>
        <Input label={tNow('admin:auto.profileSection.userId')} readOnly required placeholder={tNow('admin:auto.profileSection.filledInByCreateAccount')} error={errors.user_id?.message} {...register('user_id')} />
        <div className="md:col-span-2">
          <Textarea label={tNow('admin:auto.profileSection.about')} required hint={tNow('admin:auto.profileSection.atLeast20Characters')} error={errors.about?.message} {...register('about')} />
        </div>
        <Input label={tNow('admin:auto.profileSection.experienceYears')} type="number" required min="0" max="100" step="1" error={errors.experience?.message} {...register('experience')} />
        <Input label={tNow('admin:auto.profileSection.rating05')} type="number" required min="0" max="5" step="0.1" onKeyDown={blockExponentKeys} error={errors.rating?.message} {...register('rating')} />
        <Input label={tNow('admin:auto.profileSection.languages')} required hint={tNow('admin:auto.profileSection.forExampleHindiEnglish')} error={errors.language_known?.message} {...register('language_known')} />
        <Field id="astro-type" label={tNow('admin:auto.profileSection.type')} required error={errors.type?.message}>
          <select id="astro-type" className={selectClass} aria-invalid={errors.type ? true : undefined} {...register('type')}>
            <option value="">{tNow('admin:auto.profileSection.selectAType')}</option>
            {ADMIN_ASTROLOGER_TYPES.map((t) => (
              <option key={t} value={t}>{t}</option>
            ))}
          </select>
        </Field>
        <Input label={tNow('admin:auto.profileSection.expertise')} required error={errors.expertise?.message} {...register('expertise')} />
        <Input label={tNow('admin:auto.profileSection.sessionChargePerMinute')} type="number" required min="0" step="0.01" error={errors.charge?.message} {...register('charge')} />
        <Input label={tNow('admin:auto.profileSection.platformCommission')} type="number" required min="0" max="100" step="0.01" error={errors.commission?.message} {...register('commission')} />
      </div>
      <div className="mt-5">
        <Button type="submit" loading={uploading || create.isPending}>
          {tNow('admin:auto.profileSection.completeProfileRegistration')}
        </Button>
      </div>
    </form>
  );
}
