// /astrologermain/signup: the astrologer's own profile; saving it returns the token number for /thank-you.
import { zodResolver } from '@hookform/resolvers/zod';
import { ASTROLOGER_PROFILE_MESSAGES, astrologerProfileSchema } from '@app/contracts/astrologer-profile';
import { PROFILE_MESSAGES, todayInIndia } from '@app/contracts/profiles';
import type { KeyboardEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Textarea } from '../../../components/ui/field.tsx';
import { isLoggedIn, setTokenNumber } from '../../../lib/storage.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { messageOf } from '../../../lib/error-message.ts';
import { saveAstrologerProfile } from '../api/save-astrologer.ts';
import { uploadImage } from '../api/upload-image.ts';
import { imageFileField } from '../image-file.ts';
import { AstrologerTypes } from '../components/astrologer-types.tsx';
import { GenderRadios } from '../components/gender-radios.tsx';
import { ImagePicker } from '../components/image-picker.tsx';
import { LoginRequired } from '../components/login-required.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useMessageWords } from '../../../lib/message-words.ts';

const formSchema = astrologerProfileSchema
  .omit({ profile_image: true })
  .extend({ profile_image: imageFileField(ASTROLOGER_PROFILE_MESSAGES.imageRequired) });
type FormOutput = z.output<typeof formSchema>;
type FormInput = {
  name: string;
  profile_image: File | undefined;
  about: string;
  experience: string;
  rating: string;
  language_known: string;
  type: string[];
  expertise: string;
  charge: string;
  dob: string;
  gender: string;
};

// A number input would otherwise accept scientific notation and signs the rules forbid.
const blockSignsAndExponent = (event: KeyboardEvent<HTMLInputElement>) => {
  if (['e', 'E', '+', '-'].includes(event.key)) event.preventDefault();
};

/** The day before today in India: the latest date of birth the rule accepts. */
function yesterdayInIndia(): string {
  const d = new Date(`${todayInIndia()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export function AstrologerProfilePage() {
  const { t } = useT('account');
  const tm = useMessageWords();
  usePageMeta(t('profile.astrologerTitle'));
  const navigate = useNavigate();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: {
      name: '',
      profile_image: undefined,
      about: '',
      experience: '',
      rating: '',
      language_known: '',
      type: [],
      expertise: '',
      charge: '',
      dob: '',
      gender: '',
    },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: Exclude<keyof FormInput, 'profile_image'>) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  const onValid = async ({ profile_image: file, ...values }: FormOutput) => {
    try {
      const image = await uploadImage(file);
      const answer = await saveAstrologerProfile({ ...values, profile_image: image });
      setTokenNumber(answer.token_no);
      toast.success(tm(answer.message ?? ASTROLOGER_PROFILE_MESSAGES.created));
      navigate('/thank-you');
    } catch (error) {
      const message = messageOf(error, tm(ASTROLOGER_PROFILE_MESSAGES.createFailed));
      toast.error(message);
      window.alert(message);
    }
  };
  const onInvalid = () => toast.error(tm(PROFILE_MESSAGES.fixErrors));

  if (!isLoggedIn()) {
    return (
      <FormCard title={t('profile.astrologerTitle')}>
        <LoginRequired loginTo="/astrologer/login" />
      </FormCard>
    );
  }

  return (
    <FormCard title={t('profile.astrologerTitle')} lead={t('profile.astrologerLead')} wide>
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
                value={f.value}
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
        <div className="sm:col-span-2">
          <Textarea
            label={t('profile.about')}
            required
            hint={t('profile.aboutHint')}
            error={errors.about?.message}
            {...field('about')}
          />
        </div>
        <Input
          label={t('profile.experience')}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          required
          error={errors.experience?.message}
          {...field('experience')}
        />
        <Input
          label={t('profile.rating')}
          type="number"
          inputMode="decimal"
          min={0}
          max={5}
          step={0.1}
          required
          onKeyDown={blockSignsAndExponent}
          error={errors.rating?.message}
          {...field('rating')}
        />
        <Input
          label={t('profile.languages')}
          required
          placeholder={t('profile.languagesPlaceholder')}
          error={errors.language_known?.message}
          {...field('language_known')}
        />
        <Input
          label={t('profile.charge')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          required
          error={errors.charge?.message}
          {...field('charge')}
        />
        <div className="sm:col-span-2">
          <AstrologerTypes registration={field('type')} error={errors.type?.message} />
        </div>
        <div className="sm:col-span-2">
          <Input
            label={t('profile.expertise')}
            required
            placeholder={t('profile.expertisePlaceholder')}
            error={errors.expertise?.message}
            {...field('expertise')}
          />
        </div>
        <Input
          label={t('profile.dateOfBirth')}
          type="date"
          required
          max={yesterdayInIndia()}
          error={errors.dob?.message}
          {...field('dob')}
        />
        <GenderRadios registration={field('gender')} error={errors.gender?.message} />
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:col-span-2">
          {t('profile.submit')}
        </Button>
      </form>
    </FormCard>
  );
}
