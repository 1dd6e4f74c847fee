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
  usePageMeta('Astrologer profile');
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
      toast.success(answer.message ?? ASTROLOGER_PROFILE_MESSAGES.created);
      navigate('/thank-you');
    } catch (error) {
      const message = messageOf(error, ASTROLOGER_PROFILE_MESSAGES.createFailed);
      toast.error(message);
      window.alert(message);
    }
  };
  const onInvalid = () => toast.error(PROFILE_MESSAGES.fixErrors);

  if (!isLoggedIn()) {
    return (
      <FormCard title="Astrologer profile">
        <LoginRequired loginTo="/astrologer/login" />
      </FormCard>
    );
  }

  return (
    <FormCard
      title="Astrologer profile"
      lead="Tell seekers about your practice. Our team reviews every profile."
      wide
    >
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
                label="Profile image"
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
            label="Full name"
            autoComplete="name"
            required
            error={errors.name?.message}
            {...field('name')}
          />
        </div>
        <div className="sm:col-span-2">
          <Textarea
            label="About"
            required
            hint="At least 20 characters."
            error={errors.about?.message}
            {...field('about')}
          />
        </div>
        <Input
          label="Experience (years)"
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
          label="Rating (0 to 5)"
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
          label="Languages known"
          required
          placeholder="Hindi, English"
          error={errors.language_known?.message}
          {...field('language_known')}
        />
        <Input
          label="Charge per session (₹ per minute)"
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
            label="Expertise"
            required
            placeholder="Marriage, career, health"
            error={errors.expertise?.message}
            {...field('expertise')}
          />
        </div>
        <Input
          label="Date of birth"
          type="date"
          required
          max={yesterdayInIndia()}
          error={errors.dob?.message}
          {...field('dob')}
        />
        <GenderRadios registration={field('gender')} error={errors.gender?.message} />
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:col-span-2">
          Submit profile
        </Button>
      </form>
    </FormCard>
  );
}
