// The site's navigation bar: brand, main links, Register/Login or the account menu, and a toggled menu on phones.
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { BRAND_NAME } from '../../config/site.ts';
import { useT } from '../../lib/i18n.tsx';
import { useLoggedIn } from '../../lib/storage.ts';
import { AccountMenu } from './account-menu.tsx';
import { BrandMark } from './brand-mark.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { LOGIN_LINK, MAIN_NAV, REGISTER_LINK } from './nav-links.ts';

const MENU_ID = 'primary-menu';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-lg px-3 py-2.5 text-base font-medium transition-colors md:text-[0.95rem] xl:px-2 xl:py-2',
    isActive ? 'bg-white/10 text-gold-300' : 'text-night-100 hover:bg-white/5 hover:text-white',
  );

export function Header() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so any navigation (even Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  // Read on every render: the header re-renders on each navigation, which follows any login.
  const loggedIn = useLoggedIn();
  const { t } = useT();
  const close = () => setOpenOn(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="on-dark sticky top-0 z-40 border-b border-gold-500/20 bg-night-950 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-3 py-3 sm:gap-x-4 sm:px-6">
        <Link to="/" onClick={close} className="mr-auto flex items-center gap-2.5 rounded-lg">
          <BrandMark />
          <span className="font-display text-xl font-semibold tracking-wide text-gold-200 sm:text-[1.375rem]">
            {BRAND_NAME}
          </span>
        </Link>

        {/* Beside the menu toggle on a phone (the two and the brand fit one row at 360 px); after the links (which wrap
            to their own row at md) from md up. */}
        {loggedIn && <AccountMenu className="relative md:order-1" />}

        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-gold-200 hover:bg-white/10 md:hidden"
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>

        <div
          id={MENU_ID}
          className={cn(
            open ? 'flex' : 'hidden',
            'basis-full flex-col gap-3 border-t border-white/10 pt-3 pb-2 md:contents',
          )}
        >
          <nav aria-label={t('header.mainNav')} className="md:order-last md:basis-full xl:order-none xl:basis-auto">
            <ul className="flex flex-col gap-1 md:flex-row md:flex-wrap md:items-center md:justify-center md:gap-0.5 md:border-t md:border-white/10 md:pt-2 xl:border-0 xl:pt-0">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === '/'} className={linkClasses} onClick={close}>
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <LanguageSwitch className="mx-3 self-start md:order-1 md:mx-0 md:self-auto" onSwitch={close} />
          {!loggedIn && (
            <div className="flex flex-wrap gap-2 px-3 md:px-0">
              <Link to={REGISTER_LINK.to} onClick={close} className={buttonClasses('light', 'sm', 'flex-1 md:flex-none')}>
                {t(REGISTER_LINK.label)}
              </Link>
              <Link to={LOGIN_LINK.to} onClick={close} className={buttonClasses('primary', 'sm', 'flex-1 md:flex-none')}>
                {t(LOGIN_LINK.label)}
              </Link>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
