// The checkout's delivery addresses: pick one for this order, make the picked one the default, complete an old one.
import { ADDRESS_MESSAGES, type Address } from '@app/contracts/addresses';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatPhone } from '../../../lib/format.ts';
import { tNow } from '../../../lib/i18n.tsx';
import { messageNow } from '../../../lib/message-words.ts';

interface AddressListProps {
  addresses: Address[];
  selectedId: number | null;
  onSelect: (addressId: number) => void;
  onSetDefault: (addressId: number) => void;
  settingDefault: boolean;
  /** Opens the form on an address saved without a mobile or with a state off the list. */
  onComplete: (address: Address) => void;
}

export function AddressList({ addresses, selectedId, onSelect, onSetDefault, settingDefault, onComplete }: AddressListProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{messageNow(ADDRESS_MESSAGES.selectAddress)}</legend>
      {addresses.map((address) => {
        const selected = address.address_id === selectedId;
        return (
          <div
            key={address.address_id}
            data-testid="address-option"
            className={cn(
              'rounded-2xl border-2 bg-white transition-colors',
              selected ? 'border-saffron-500 bg-saffron-50/40' : 'border-night-100 hover:border-night-300',
            )}
          >
            {/* The whole card is the radio's label, so a click anywhere on it selects the address. */}
            <label className="flex cursor-pointer items-start gap-3 p-4">
              <input
                type="radio"
                name="delivery-address"
                className="mt-1 size-4 shrink-0 accent-saffron-600"
                checked={selected}
                onChange={() => onSelect(address.address_id)}
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold break-words text-night-900">{address.address_name || address.address_type}</span>
                  {/* Without a name the type is the title already; a badge would say it twice. */}
                  {address.address_name && <Badge tone="neutral">{address.address_type}</Badge>}
                  {address.is_selected && <Badge tone="success">{tNow('shop:auto.addressList.default')}</Badge>}
                </span>
                <span className="mt-1 block text-sm break-words text-night-700">
                  {address.street}, {address.city}, {address.state} {address.postal_code}, {address.country}
                </span>
                {address.phone && <span className="mt-0.5 block text-sm text-night-700">{formatPhone(address.phone)}</span>}
              </span>
            </label>
            {address.needs_completion && (
              <div className="-mt-2 flex flex-wrap items-center gap-2 px-4 pb-3 pl-11">
                <p className="text-sm text-yellow-900">{messageNow(ADDRESS_MESSAGES.incomplete)}</p>
                <Button variant="outline" size="sm" onClick={() => onComplete(address)}>
                  {messageNow(ADDRESS_MESSAGES.completeAddress)}
                </Button>
              </div>
            )}
            {selected && !address.is_selected && (
              <div className="-mt-2 px-4 pb-3 pl-11">
                <Button variant="ghost" size="sm" loading={settingDefault} onClick={() => onSetDefault(address.address_id)}>
                  {tNow('shop:auto.addressList.setAsDefault')}
                </Button>
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
