// The checkout's delivery addresses: pick one for this order, and make the picked one the default.
import { ADDRESS_MESSAGES, type Address } from '@app/contracts/addresses';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';

interface AddressListProps {
  addresses: Address[];
  selectedId: number | null;
  onSelect: (addressId: number) => void;
  onSetDefault: (addressId: number) => void;
  settingDefault: boolean;
}

export function AddressList({ addresses, selectedId, onSelect, onSetDefault, settingDefault }: AddressListProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{ADDRESS_MESSAGES.selectAddress}</legend>
      {addresses.map((address) => {
        const selected = address.address_id === selectedId;
        return (
          <div
            key={address.address_id}
            data-testid="address-option"
            onClick={() => onSelect(address.address_id)}
            className={cn(
              'rounded-2xl border-2 bg-white p-4 transition-colors',
              selected ? 'border-saffron-500 bg-saffron-50/40' : 'border-night-100 hover:border-night-300',
            )}
          >
            <div className="flex items-start gap-3">
              <input
                type="radio"
                id={`address-${address.address_id}`}
                name="delivery-address"
                className="mt-1 size-4 accent-saffron-600"
                checked={selected}
                onChange={() => onSelect(address.address_id)}
              />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <label htmlFor={`address-${address.address_id}`} className="cursor-pointer font-semibold text-night-900">
                    {address.address_name || address.address_type}
                  </label>
                  <Badge tone="neutral">{address.address_type}</Badge>
                  {address.is_selected && <Badge tone="success">Default</Badge>}
                </div>
                <p className="mt-1 text-sm break-words text-night-700">
                  {address.street}, {address.city}, {address.state} {address.postal_code}, {address.country}
                </p>
              </div>
            </div>
            {selected && !address.is_selected && (
              <Button
                variant="ghost"
                size="sm"
                className="mt-2 ml-7"
                loading={settingDefault}
                onClick={() => onSetDefault(address.address_id)}
              >
                Set as default
              </Button>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
