// Mentions the installable app, and offers the browser's install prompt when it is available.
import { Download, Headphones, MessageCircle, ShoppingBag } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { canInstall, promptInstall, subscribeInstallPrompt } from '../../../lib/install-prompt.ts';
import { T, tNow } from '../../../lib/i18n.tsx';

const FEATURES = [
  { icon: MessageCircle, get text() { return tNow('home:page.appPromo.chatOneToOneWith'); } },
  { icon: Headphones, get text() { return tNow('home:page.appPromo.sendVoiceMessagesWhenTyping'); } },
  { icon: ShoppingBag, get text() { return tNow('home:page.appPromo.orderRemediesAndTrackDeliveries'); } },
];

export function AppPromo() {
  const installable = useSyncExternalStore(subscribeInstallPrompt, canInstall, () => false);
  return (
    <section aria-labelledby="app-heading" className="bg-parchment">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-[0.18em] text-saffron-700 uppercase">{tNow('home:page.appPromo.installTheApp')}</p>
          <h2 id="app-heading" className="mt-3 text-3xl font-semibold text-night-900 sm:text-4xl">
            {tNow('home:page.appPromo.yourAstrologerOneTapAway')}
          </h2>
          <p className="mt-4 text-lg text-night-700">
            {tNow('home:page.appPromo.lead')}
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
              <p className="text-night-800">{tNow('home:page.appPromo.yourBrowserCanInstallJyotish')}</p>
              <Button className="mt-5" size="lg" onClick={() => void promptInstall()}>
                <Download className="size-5" aria-hidden="true" />
                {tNow('home:page.appPromo.installApp')}
              </Button>
            </>
          ) : (
            <>
              <h3 className="text-xl font-semibold text-night-900">{tNow('home:page.appPromo.howToInstall')}</h3>
              <ol className="mt-4 list-decimal space-y-2 pl-5 text-night-700 marker:font-semibold marker:text-saffron-600">
                {(['android', 'iphone', 'computer'] as const).map((step) => (
                  <li key={step}>
                    <T ns="home" i18nKey={`page.appPromo.steps.${step}`} components={{ 1: <strong className="text-night-900" /> }} />
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
