// Mentions the installable app, and offers the browser's install prompt when it is available.
import { Download, Headphones, MessageCircle, ShoppingBag } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { canInstall, promptInstall, subscribeInstallPrompt } from '../../../lib/install-prompt.ts';

const FEATURES = [
  { icon: MessageCircle, text: 'Chat one-to-one with verified astrologers' },
  { icon: Headphones, text: 'Send voice messages when typing is not enough' },
  { icon: ShoppingBag, text: 'Order remedies and track deliveries' },
];

export function AppPromo() {
  const installable = useSyncExternalStore(subscribeInstallPrompt, canInstall, () => false);
  return (
    <section aria-labelledby="app-heading" className="bg-parchment">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-[0.18em] text-saffron-700 uppercase">Install the app</p>
          <h2 id="app-heading" className="mt-3 text-3xl font-semibold text-night-900 sm:text-4xl">
            Your astrologer, one tap away
          </h2>
          <p className="mt-4 text-lg text-night-700">
            Jyotish Kendra is also an installable app. Add it to your phone&apos;s home screen to sign in with a
            one-time code and keep every consultation in one place.
          </p>
          <ul className="mt-6 space-y-3">
            {FEATURES.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-night-800">
                <Icon className="size-5 text-saffron-600" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl border border-gold-200 bg-white p-6 shadow-sm sm:p-8">
          {installable ? (
            <>
              <p className="text-night-800">Your browser can install Jyotish Kendra right now.</p>
              <Button className="mt-5" size="lg" onClick={() => void promptInstall()}>
                <Download className="size-5" aria-hidden="true" />
                Install app
              </Button>
            </>
          ) : (
            <>
              <h3 className="text-xl font-semibold text-night-900">How to install</h3>
              <ol className="mt-4 list-decimal space-y-2 pl-5 text-night-700 marker:font-semibold marker:text-saffron-600">
                <li>
                  <strong className="text-night-900">Android (Chrome):</strong> open the browser menu and choose
                  &quot;Install app&quot; or &quot;Add to Home screen&quot;.
                </li>
                <li>
                  <strong className="text-night-900">iPhone (Safari):</strong> tap Share, then &quot;Add to Home
                  Screen&quot;.
                </li>
                <li>
                  <strong className="text-night-900">Computer:</strong> use the install icon at the right of the
                  address bar.
                </li>
              </ol>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
