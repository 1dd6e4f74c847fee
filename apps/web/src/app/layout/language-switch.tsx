// The header's language switch: one tap shows the site in the other language, remembered in this browser and, for a
// signed-in account, on the account (its notices, e-mails and SMS follow it).
import { LOCALE_NAMES, type Locale } from '@app/contracts/i18n';
import { cn } from '../../components/ui/cn.ts';
import { switchLocale, useT } from '../../lib/i18n.tsx';
import { isLoggedIn } from '../../lib/storage.ts';

export function LanguageSwitch({ className, onSwitch }: { className?: string; onSwitch?: () => void }) {
  const { t, i18n } = useT();
  const other: Locale = i18n.language === 'hi' ? 'en' : 'hi';
  const choose = () => {
    onSwitch?.();
    void switchLocale(other);
    // The account keeps the choice for its other devices and its notices; a failure leaves this browser's choice.
    // The API client loads on this first use: the header is in every first paint.
    if (isLoggedIn()) {
      void import('../../lib/api.ts').then(({ api }) => api.put('/api/account/locale', { locale: other })).catch(() => undefined);
    }
  };
  return (
    <button
      type="button"
      onClick={choose}
      lang={other}
      aria-label={t('header.switchLanguage', { language: LOCALE_NAMES[other] })}
      className={cn(
        'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-gold-200 hover:bg-white/10',
        className,
      )}
    >
      {LOCALE_NAMES[other]}
    </button>
  );
}
