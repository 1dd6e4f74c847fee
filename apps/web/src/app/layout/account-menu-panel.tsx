// The account menu, loaded when the account button is first pressed (it opens at once): a slide-in panel on phones, a
// dropdown from md up. It lists the signed-in person's pages (by role), the data download, the account's deletion and
// Logout. Escape, a click outside and focus leaving it close it; Escape and a click on nothing focusable give focus back
// to the account button.
import { ACCOUNT_MESSAGES, exportFileName } from '@app/contracts/account';
import type { Role } from '@app/contracts/auth';
import {
  Ban,
  CalendarClock,
  CircleHelp,
  FileDown,
  LayoutDashboard,
  LogOut,
  MessageSquareText,
  Orbit,
  Package,
  Trash2,
  UserRound,
  Wallet,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'react-toastify';
import { cn } from '../../components/ui/cn.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { endSession } from '../../lib/end-session.ts';
import { messageOf } from '../../lib/error-message.ts';
import { getToken } from '../../lib/storage.ts';
import { verifyToken } from '../../lib/verify-token.ts';
import { ACCOUNT_MENU_ID, AccountButton } from './account-menu.tsx';
import { tNow } from '../../lib/i18n.tsx';

interface MenuLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const ACCOUNT_LINKS: Record<Role, MenuLink[]> = {
  user: [
    { to: '/userprofile/signup', get label() { return tNow('common:frame.accountMenuPanel.profile'); }, icon: UserRound },
    { to: '/shopping/orders', get label() { return tNow('common:frame.accountMenuPanel.orders'); }, icon: Package },
    { to: '/wallet', get label() { return tNow('common:frame.accountMenuPanel.wallet'); }, icon: Wallet },
    { to: '/consultations', get label() { return tNow('common:frame.accountMenuPanel.consultations'); }, icon: MessageSquareText },
    { to: '/bookings', get label() { return tNow('common:frame.accountMenuPanel.bookings'); }, icon: CalendarClock },
    { to: '/my-questions', get label() { return tNow('common:frame.accountMenuPanel.myQuestions'); }, icon: CircleHelp },
    { to: '/kundli', get label() { return tNow('common:frame.accountMenuPanel.myKundli'); }, icon: Orbit },
    { to: '/account/blocked', get label() { return tNow('common:frame.accountMenuPanel.blocked'); }, icon: Ban },
  ],
  astro: [
    { to: '/astrologer/console', get label() { return tNow('common:frame.accountMenuPanel.console'); }, icon: LayoutDashboard },
    { to: '/astrologermain/signup', get label() { return tNow('common:frame.accountMenuPanel.profile'); }, icon: UserRound },
    { to: '/consultations', get label() { return tNow('common:frame.accountMenuPanel.consultations'); }, icon: MessageSquareText },
    { to: '/shopping/orders', get label() { return tNow('common:frame.accountMenuPanel.orders'); }, icon: Package },
    { to: '/account/blocked', get label() { return tNow('common:frame.accountMenuPanel.blocked'); }, icon: Ban },
  ],
  admin: [{ to: '/admin-dashboard', get label() { return tNow('common:frame.accountMenuPanel.adminDashboard'); }, icon: LayoutDashboard }],
};

// The role behind the stored token, asked once per session: the links differ for an astrologer and the admin.
let known: { token: string; role: Role } | null = null;

function useRole(): Role | null {
  const token = getToken();
  const [role, setRole] = useState<Role | null>(() => (known && known.token === token ? known.role : null));
  useEffect(() => {
    if (role || !token) return undefined;
    let live = true;
    verifyToken(token).then(
      (answer) => {
        known = { token, role: answer.role };
        if (live) setRole(answer.role);
      },
      // An expired session still gets the user's links and Logout; the pages ask to sign in again.
      () => live && setRole('user'),
    );
    return () => {
      live = false;
    };
  }, [role, token]);
  return role;
}

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-base font-medium text-night-50 hover:bg-white/10 hover:text-white disabled:cursor-wait disabled:opacity-70 md:text-[0.95rem]';

/** The button and its menu, open from the start: the press that loaded this code opened it. */
export function AccountMenu() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so any navigation (even Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(pathname);
  const open = openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);

  const close = (returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) button.current?.focus();
  };

  return (
    <div ref={container}>
      <AccountButton ref={button} expanded={open} onClick={() => setOpenOn(open ? null : pathname)} />
      {open && <AccountMenuPanel id={ACCOUNT_MENU_ID} container={container} onClose={close} />}
    </div>
  );
}

interface Props {
  id: string;
  /** The account button and this panel: a click or focus inside it is not "outside". */
  container: RefObject<HTMLDivElement | null>;
  onClose: (returnFocus: boolean) => void;
}

function AccountMenuPanel({ id, container, onClose }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const role = useRole();
  const [downloading, setDownloading] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });

  const links = role ? ACCOUNT_LINKS[role] : null;
  // Focus moves into the menu as it opens: onto the panel while the role is asked, then onto its first link (unless the
  // person has moved it meanwhile).
  const placed = useRef(false);
  useEffect(() => {
    const box = panel.current;
    if (placed.current || !box) return;
    if (!links) {
      box.focus();
      return;
    }
    placed.current = true;
    if (document.activeElement === box) box.querySelector<HTMLElement>('nav a[href]')?.focus();
  }, [links]);

  useEffect(() => {
    const inside = (node: EventTarget | null) => node instanceof Node && !!container.current?.contains(node);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestClose.current(true);
    };
    // A click, not a press: by then the browser has moved focus, so it is given back only when nothing took it.
    const onClick = (event: MouseEvent) => {
      if (inside(event.target)) return;
      const focusFree = !document.activeElement || document.activeElement === document.body;
      latestClose.current(focusFree);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !inside(event.relatedTarget)) latestClose.current(false);
    };
    const box = container.current;
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick, true);
    box?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick, true);
      box?.removeEventListener('focusout', onFocusOut);
    };
  }, [container]);

  const downloadData = async () => {
    setDownloading(true);
    try {
      const name = await downloadFile('/api/account/export', exportFileName(new Date().toISOString()));
      toast.success(`Your data was saved as ${name}.`);
      onClose(true);
    } catch (error) {
      toast.error(messageOf(error, ACCOUNT_MESSAGES.exportFailed));
    } finally {
      setDownloading(false);
    }
  };

  const logout = async () => {
    setLoggingOut(true);
    await endSession({ revoke: true });
    window.location.reload();
  };

  const ownAccount = role !== 'admin';
  return (
    <>
      {/* The phone's panel covers the page: a tap on the shade closes it (Escape and the close button do too). */}
      <div
        aria-hidden="true"
        className="fixed inset-0 z-40 bg-night-950/60 transition-opacity starting:opacity-0 md:hidden"
        onClick={() => onClose(true)}
      />
      <div
        ref={panel}
        id={id}
        tabIndex={-1}
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col overflow-y-auto border-l border-gold-500/20 bg-night-900 p-3 text-night-50 shadow-2xl outline-none',
          'transition-transform duration-200 ease-out starting:translate-x-full',
          'md:absolute md:inset-y-auto md:top-full md:mt-2 md:max-h-[calc(100dvh-6rem)] md:w-72 md:rounded-2xl md:border md:transition-none md:starting:translate-x-0',
        )}
      >
        <div className="mb-1 flex items-center justify-between gap-2 border-b border-white/10 px-3 pt-1 pb-2">
          <p className="font-display text-lg font-semibold text-gold-200">{tNow('common:frame.accountMenuPanel.yourAccount')}</p>
          <button
            type="button"
            onClick={() => onClose(true)}
            aria-label={tNow('common:frame.accountMenuPanel.closeAccountMenu')}
            className="inline-flex size-11 items-center justify-center rounded-lg text-gold-200 hover:bg-white/10 md:hidden"
          >
            <X className="size-6" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label={tNow('common:frame.accountMenuPanel.account')}>
          <ul className="flex flex-col gap-0.5 py-1">
            {links
              ? links.map(({ to, label, icon: Icon }) => (
                  <li key={to}>
                    <Link to={to} className={itemClass} onClick={() => onClose(false)}>
                      <Icon className="size-5 shrink-0 text-gold-300" aria-hidden="true" />
                      {label}
                    </Link>
                  </li>
                ))
              : [1, 2, 3, 4].map((n) => (
                  <li
                    key={n}
                    aria-hidden="true"
                    className="mx-3 my-2 h-7 animate-pulse rounded-lg bg-white/10"
                  />
                ))}
          </ul>
          <ul className="flex flex-col gap-0.5 border-t border-white/10 py-1">
            {ownAccount && (
              <>
                <li>
                  <button
                    type="button"
                    className={itemClass}
                    onClick={() => void downloadData()}
                    disabled={downloading}
                    aria-busy={downloading || undefined}
                  >
                    <FileDown className="size-5 shrink-0 text-gold-300" aria-hidden="true" />
                    {downloading ? tNow('common:frame.accountMenuPanel.preparingYourData') : tNow('common:frame.accountMenuPanel.downloadMyData')}
                  </button>
                </li>
                <li>
                  <Link
                    to="/account/delete"
                    className={cn(itemClass, 'text-red-200 hover:text-red-100')}
                    onClick={() => onClose(false)}
                  >
                    <Trash2 className="size-5 shrink-0 text-red-300" aria-hidden="true" />
                    {tNow('common:frame.accountMenuPanel.deleteYourAccount')}
                  </Link>
                </li>
              </>
            )}
            <li>
              <button type="button" className={itemClass} onClick={() => void logout()} disabled={loggingOut}>
                <LogOut className="size-5 shrink-0 text-gold-300" aria-hidden="true" />
                {tNow('common:frame.accountMenuPanel.logout')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}
