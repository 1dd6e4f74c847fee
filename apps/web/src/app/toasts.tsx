// The notifications' container, loaded after the first paint: top-right, 5 s, Alt+T focuses it. Its close button is
// named in the page's language; the countdown bar is left out, since the library names it in English only and the
// notification closes by itself all the same.
import { X } from 'lucide-react';
import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import { tNow } from '../lib/i18n.tsx';

function CloseToast({ closeToast }: CloseButtonProps) {
  return (
    <button
      type="button"
      className="Toastify__close-button Toastify__close-button--light"
      aria-label={tNow('common:ui.closeNotification')}
      onClick={closeToast}
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}

export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      hideProgressBar
      closeButton={CloseToast}
      aria-label={`${tNow('common:ui.notifications')} Alt+T`}
    />
  );
}
