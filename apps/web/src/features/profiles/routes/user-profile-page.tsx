// /userprofile/signup: the user's birth details and picture, saved once after the first code. The place of birth is
// picked from the gazetteer with the kundli page's picker, so its coordinates and time zone are kept with it and the
// kundli page can draw the chart from the profile.
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES } from '@app/contracts/auth';
import type { Place } from '@app/contracts/kundli';
import { PROFILE_MESSAGES, placeOfBirthText, todayInIndia, userProfileSchema } from '@app/contracts/profiles';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { PlaceCombobox } from '../../../components/place/place-combobox.tsx';
import { safeNext, withNext } from '../../../lib/safe-next.ts';
import { isLoggedIn } from '../../../lib/storage.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { messageOf } from '../../../lib/error-message.ts';
import { saveUserProfile } from '../api/save-profile.ts';
import { uploadImage } from '../api/upload-image.ts';
import { imageFileField } from '../image-file.ts';
import { GenderRadios } from '../components/gender-radios.tsx';
import { ImagePicker } from '../components/image-picker.tsx';
import { LoginRequired } from '../components/login-required.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useMessageWords } from '../../../lib/message-words.ts';

// The form holds the picture as a file; it becomes the uploaded URL just before saving. The picked place's id,
// coordinates and zone are not fields: they are sent from the picked place itself.
const formSchema = userProfileSchema
  .omit({ profile_image: true, birth_place_id: true, birth_latitude: true, birth_longitude: true, birth_time_zone: true })
  .extend({ profile_image: imageFileField() });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

export function UserProfilePage() {
  const { t } = useT('account');
  const tm = useMessageWords();
  usePageMeta(t('profile.userTitle'));
  const navigate = useNavigate();
  // Sent here from a page that needs the birth details (`?next=`): back there once saved.
  const next = safeNext(useSearchParams()[0].get('next'));
  // The name given at sign-up, handed over by the code page: nobody types it twice.
  const given = (useLocation().state as { name?: unknown } | null)?.name;
  // The place chosen in the picker; its letters-only text is the form's place_of_birth, empty until one is chosen.
  const [place, setPlace] = useState<Place | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: typeof given === 'string' ? given : '',
      date_of_birth: '',
      gender: '',
      place_of_birth: '',
      time_of_birth: '',
      profile_image: undefined,
    },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof FormInput) => form.register(name, { onChange: () => form.clearErrors(name) });

  const onValid = async ({ profile_image: file, ...values }: FormOutput) => {
    try {
      const image = await uploadImage(file);
      await saveUserProfile({
        ...values,
        profile_image: image,
        ...(place && {
          birth_place_id: place.id,
          birth_latitude: place.latitude,
          birth_longitude: place.longitude,
          birth_time_zone: place.time_zone,
        }),
      });
      toast.success(tm(PROFILE_MESSAGES.saved));
      navigate(next ?? '/');
    } catch (error) {
      // The spec shows the server's message in an alert.
      const message = messageOf(error, AUTH_MESSAGES.genericError);
      toast.error(message);
      window.alert(message);
    }
  };
  const onInvalid = () => toast.error(tm(PROFILE_MESSAGES.fixErrors));

  if (!isLoggedIn()) {
    return (
      <FormCard title={t('profile.userTitle')}>
        <LoginRequired loginTo={withNext('/user/login', next)} />
      </FormCard>
    );
  }

  return (
    <FormCard title={t('profile.userTitle')} lead={t('profile.userLead')} wide>
      <form
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        noValidate
        className="grid grid-cols-1 gap-5 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name="profile_image"
            render={({ field: f, fieldState }) => (
              <ImagePicker
                label={t('profile.image')}
                name={f.name}
                value={f.value instanceof File ? f.value : undefined}
                onChange={(file) => {
                  form.clearErrors('profile_image');
                  f.onChange(file);
                }}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        <div className="sm:col-span-2">
          <Input
            label={t('profile.fullName')}
            autoComplete="name"
            required
            error={errors.name?.message}
            {...field('name')}
          />
        </div>
        <Input
          label={t('profile.dateOfBirth')}
          type="date"
          required
          max={todayInIndia()}
          error={errors.date_of_birth?.message}
          {...field('date_of_birth')}
        />
        <Input
          label={t('profile.timeOfBirth')}
          type="time"
          required
          error={errors.time_of_birth?.message}
          {...field('time_of_birth')}
        />
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name="place_of_birth"
            render={({ field: f, fieldState }) => (
              <PlaceCombobox
                label={t('profile.placeOfBirth')}
                required
                value={place}
                inputRef={f.ref}
                onBlur={f.onBlur}
                error={fieldState.error?.message}
                onChange={(next) => {
                  form.clearErrors('place_of_birth');
                  setPlace(next);
                  f.onChange(next ? placeOfBirthText(next.label) : '');
                }}
              />
            )}
          />
        </div>
        <div className="sm:col-span-2">
          <GenderRadios registration={field('gender')} error={errors.gender?.message} />
        </div>
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:col-span-2">
          {t('profile.save')}
        </Button>
      </form>
    </FormCard>
  );
}
