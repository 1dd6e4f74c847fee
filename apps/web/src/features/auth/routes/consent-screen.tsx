// What a signed-in account without a recorded consent sees in place of the page it opened: the consent form.
// Once given, the page it opened loads again, now let in.
import { useQueryClient } from '@tanstack/react-query';
import { FormCard } from '../../../components/ui/form-card.tsx';
import { endSession } from '../../../lib/end-session.ts';
import { useT } from '../../../lib/i18n.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { ConsentForm } from '../components/consent-form.tsx';
import { authText } from '../messages.ts';

export function ConsentScreen() {
  // The auth words load with this screen, which any page may show.
  const { t } = useT('auth');
  usePageMeta(t('consent.title'));
  const queryClient = useQueryClient();
  return (
    <FormCard title={t('consent.title')} lead={authText('consentLead')}>
      <ConsentForm
        onGiven={() => queryClient.invalidateQueries()}
        onSignOut={async () => {
          await endSession({ revoke: true });
          window.location.assign('/');
        }}
      />
    </FormCard>
  );
}
