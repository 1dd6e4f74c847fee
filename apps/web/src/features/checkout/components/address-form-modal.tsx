// The "Add New Address" modal: the contracts' address rules and messages, each error cleared when its field is edited.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_FORM_DEFAULTS,
  ADDRESS_MESSAGES,
  ADDRESS_TYPES,
  addressFormSchema,
  type AddressFormValues,
  type AddressInput,
} from '@app/contracts/addresses';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useCreateAddress } from '../api/create-address.ts';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

interface AddressFormModalProps {
  open: boolean;
  onClose: () => void;
}

type Values = AddressFormValues;

export function AddressFormModal({ open, onClose }: AddressFormModalProps) {
  const create = useCreateAddress();
  const typeId = useId();
  const form = useForm<Values, unknown, AddressInput>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: ADDRESS_FORM_DEFAULTS,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof Values) => form.register(name, { onChange: () => form.clearErrors(name) });

  const close = () => {
    form.clearErrors();
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The list is updated in the cache; the page selects a new address only when it is the first.
      await create.mutateAsync(values);
      toast.success(messageNow(ADDRESS_MESSAGES.added));
      form.reset(ADDRESS_FORM_DEFAULTS);
      onClose();
    } catch (error) {
      console.error('Address could not be added', error);
      toast.error(messageNow(ADDRESS_MESSAGES.addFailed));
    }
  });

  return (
    <Modal open={open} onClose={close} title={tNow('shop:auto.addressFormModal.addNewAddress')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Input
            label={tNow('shop:auto.addressFormModal.addressNameOptional')}
            placeholder={tNow('shop:auto.addressFormModal.addressNamePlaceholder')}
            error={errors.address_name?.message}
            {...field('address_name')}
          />
        </div>
        <div className="sm:col-span-2">
          <Input
            label={tNow('shop:auto.addressFormModal.streetAddress')}
            required
            autoComplete="address-line1"
            error={errors.street?.message}
            {...field('street')}
          />
        </div>
        <Input
          label={tNow('shop:auto.addressFormModal.city')}
          required
          autoComplete="address-level2"
          error={errors.city?.message}
          {...field('city')}
        />
        <Input
          label={tNow('shop:auto.addressFormModal.state')}
          required
          autoComplete="address-level1"
          error={errors.state?.message}
          {...field('state')}
        />
        <Input
          label={tNow('shop:auto.addressFormModal.postalCode')}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors.postal_code?.message}
          {...field('postal_code')}
        />
        <Input
          label={tNow('shop:auto.addressFormModal.country')}
          required
          autoComplete="country-name"
          error={errors.country?.message}
          {...field('country')}
        />
        <div className="sm:col-span-2">
          <Field
            id={typeId}
            label={tNow('shop:auto.addressFormModal.addressType')}
            error={errors.address_type?.message}
          >
            <select
              id={typeId}
              className="w-full rounded-xl border border-night-200 bg-white px-3.5 py-2.5 text-base text-night-950"
              {...field('address_type')}
            >
              {ADDRESS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="flex justify-end gap-3 sm:col-span-2">
          <Button variant="outline" onClick={close}>
            {tNow('shop:auto.addressFormModal.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {tNow('shop:auto.addressFormModal.saveAddress')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
