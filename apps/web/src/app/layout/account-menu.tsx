// The header's account button for a signed-in person. Only this button is part of the first paint: the first press
// loads the menu (a slide-in panel on phones, a dropdown on wider screens, account-menu-panel.tsx), which takes over.
import { useState, type ButtonHTMLAttributes, type Ref } from 'react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { onDemand } from '../on-demand.tsx';
import { tNow } from '../../lib/i18n.tsx';

export const ACCOUNT_MENU_ID = 'account-menu';

type AccountButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  expanded: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** The button itself, the same before and after the menu's code has loaded. */
export function AccountButton({ expanded, ...rest }: AccountButtonProps) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={ACCOUNT_MENU_ID}
      className={buttonClasses('light', 'sm', 'min-h-11 min-w-11 px-0! sm:px-3.5!')}
      {...rest}
    >
      {/* Lucide's circle-user-round drawn inline: its icon module costs the first paint more than these three shapes. */}
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        className="size-6 sm:size-5"
        aria-hidden="true"
      >
        <path d="M17.925 20.056a6 6 0 0 0-11.851.001" />
        <circle cx="12" cy="11" r="4" />
        <circle cx="12" cy="12" r="10" />
      </svg>
      <span className="sr-only sm:not-sr-only">{tNow('common:frame.accountMenu.account')}</span>
    </button>
  );
}

// Shown open while the menu's code arrives, so the press is answered at once.
const LoadedMenu = onDemand(
  async () => (await import('./account-menu-panel.tsx')).AccountMenu,
  <AccountButton expanded />,
);

export function AccountMenu({ className }: { className?: string }) {
  const [pressed, setPressed] = useState(false);
  const preload = () => void LoadedMenu.preload();
  return (
    <div className={className}>
      {pressed ? (
        <LoadedMenu />
      ) : (
        // Loading starts when a pointer or the keyboard reaches the button, so the menu is usually there by the press.
        <AccountButton
          expanded={false}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setPressed(true)}
        />
      )}
    </div>
  );
}
