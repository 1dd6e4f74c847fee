// The "Add New Address" modal, also the one that completes an old address: the contracts' address rules and messages,
// each error cleared when its field is edited; the state is chosen from the official list.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_FORM_DEFAULTS,
  ADDRESS_MESSAGES,
  ADDRESS_TYPES,
  addressFormSchema,
  type Address,
  type AddressFormValues,
  type AddressInput,
} from '@app/contracts/addresses';
import { canonicalState, INDIAN_STATE_NAMES } from '@app/contracts/indian-states';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { Field, fieldIds, Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useCreateAddress } from '../api/create-address.ts';
import { useUpdateAddress } from '../api/update-address.ts';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

interface AddressFormModalProps {
  open: boolean;
  onClose: () => void;
  /** An address to complete or correct (PUT) instead of a new one; mount one modal per address (a `key`). */
  address?: Address | null;
}

type Values = AddressFormValues;

/** The form's values for an address saved earlier: a state off the list and a missing mobile are left to choose. */
const valuesOf = (a: Address): Values => ({
  address_name: a.address_name ?? '',
  street: a.street,
  city: a.city,
  state: canonicalState(a.state) ?? '',
  postal_code: a.postal_code,
  country: a.country,
  address_type: a.address_type,
  phone: a.phone ?? '',
});

export function AddressFormModal({ open, onClose, address = null }: AddressFormModalProps) {
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const typeId = useId();
  const stateId = useId();
  const form = useForm<Values, unknown, AddressInput>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: address ? valuesOf(address) : ADDRESS_FORM_DEFAULTS,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof Values) => form.register(name, { onChange: () => form.clearErrors(name) });

  const close = () => {
    form.clearErrors();
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (address) {
      try {
        await update.mutateAsync({ addressId: address.address_id, values });
        toast.success(messageNow(ADDRESS_MESSAGES.updated));
        onClose();
      } catch (error) {
        console.error('Address could not be updated', error);
        toast.error(messageNow(ADDRESS_MESSAGES.updateFailed));
      }
      return;
    }
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
    <Modal
      open={open}
      onClose={close}
      title={address ? messageNow(ADDRESS_MESSAGES.completeAddress) : tNow('shop:auto.addressFormModal.addNewAddress')}
    >
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
        <Field id={stateId} label={tNow('shop:auto.addressFormModal.state')} required error={errors.state?.message}>
          <select
            id={stateId}
            autoComplete="address-level1"
            aria-invalid={errors.state ? true : undefined}
            aria-describedby={errors.state ? fieldIds(stateId).error : undefined}
            className="w-full rounded-xl border border-night-200 bg-white px-3.5 py-2.5 text-base text-night-950"
            {...field('state')}
          >
            <option value="">{tNow('shop:auto.addressFormModal.chooseState')}</option>
            {INDIAN_STATE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </Field>
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
        <Input
          label={tNow('shop:auto.addressFormModal.mobile')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={tNow('shop:auto.addressFormModal.mobileHint')}
          error={errors.phone?.message}
          {...field('phone')}
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
