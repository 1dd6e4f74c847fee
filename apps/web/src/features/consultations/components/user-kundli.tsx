// The user's kundli for the astrologer in the chat and call rooms: a column beside the chat on a wide screen, a
// folded section under the birth details on a phone.
import { KundliDisclosure } from '../../../components/kundli/kundli-disclosure.tsx';
import { KundliPanel } from '../../../components/kundli/kundli-panel.tsx';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { useT } from '../../../lib/i18n.tsx';

/** The width (Tailwind's lg) from which the chat has room for a column beside it. */
export const WIDE_SCREEN = '(min-width: 1024px)';

const source = (id: number) => `/api/consultations/${id}/kundli`;

/** Beside the chat, on a wide screen only. */
export function UserKundliColumn({ id }: { id: number }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const { t } = useT('consult');
  if (!wide) return null;
  return (
    <aside
      aria-labelledby="user-kundli-heading"
      className="w-[24rem] shrink-0 overflow-y-auto border-r border-night-100 bg-white p-4 xl:w-[28rem]"
      data-testid="user-kundli-column"
    >
      <h2 id="user-kundli-heading" className="mb-3 text-lg font-semibold text-night-900">
        {t('kundli.title')}
      </h2>
      <KundliPanel source={source(id)} />
    </aside>
  );
}

/** A folded section: on a phone under the chat's details; `always` keeps it on wide screens too, open there. */
export function UserKundliSection({
  id,
  always = false,
  className,
}: {
  id: number;
  always?: boolean;
  className?: string;
}) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const { t } = useT('consult');
  if (wide && !always) return null;
  return (
    <KundliDisclosure source={source(id)} summary={t('kundli.title')} defaultOpen={wide} className={className} />
  );
}
