import { tNow } from '../../../lib/i18n.tsx';
// Kit contents as chips: the comma-separated list split into one chip per item.

export const kitItems = (kit: string | null | undefined): string[] =>
  (kit ?? '').split(',').map((item) => item.trim()).filter(Boolean);

export function KitChips({ kit }: { kit: string | null | undefined }) {
  const items = kitItems(kit);
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-night-700">{tNow('admin:auto.kitChips.kitIncludes')}</h4>
      <ul className="flex flex-wrap gap-1.5">
        {items.map((item, index) => (
          <li key={`${item}-${index}`} className="rounded-full bg-saffron-50 px-2.5 py-0.5 text-xs font-medium text-saffron-800 ring-1 ring-saffron-200">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
