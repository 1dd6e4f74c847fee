// What a match offers besides itself: a user saves it to the profile and downloads the saved one as a PDF; a visitor
// is told that signing in does that; other accounts (astrologers) see neither.
import type { KundliMatchRequest } from '@app/contracts/kundli-match';
import { BookmarkCheck, BookmarkPlus, FileDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { messageOf } from '../../../lib/error-message.ts';
import { T, tNow, useT } from '../../../lib/i18n.tsx';
import { downloadMatchPdf } from '../api/download-match-pdf.ts';
import { useSaveMatch } from '../api/save-match.ts';

export type Account = 'visitor' | 'user' | 'other';

interface Props {
  account: Account;
  /** What was matched; null for a saved match opened from the list. */
  request: KundliMatchRequest | null;
  /** The saved match's id once saved (or opened from the list). */
  savedId: number | null;
  onSaved: (id: number) => void;
}

const LINK = 'font-semibold text-saffron-800 underline underline-offset-2';

export function MatchActions({ account, request, savedId, onSaved }: Props) {
  const { t } = useT('matching');
  const save = useSaveMatch();
  const [downloading, setDownloading] = useState(false);

  if (account === 'visitor') {
    return (
      <p className="rounded-xl border border-gold-300/60 bg-gold-100/60 px-4 py-3 text-sm text-night-900" data-testid="sign-in-hint">
        <T
          ns="matching"
          i18nKey="saved.signInHint"
          components={{ 1: <Link to="/login/determiner" className={LINK} />, 2: <Link to="/signup/determiner" className={LINK} /> }}
        />
      </p>
    );
  }
  if (account !== 'user') return null;

  const onSave = () => {
    if (!request) return;
    save.mutate(request, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onSaved(answer.id);
      },
      onError: (error) => toast.error(messageOf(error, tNow('matching:saved.saveFailed'))),
    });
  };
  const onDownload = async (id: number) => {
    setDownloading(true);
    try {
      await downloadMatchPdf(id);
    } catch (error) {
      toast.error(messageOf(error, tNow('matching:saved.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      {savedId === null ? (
        <Button size="sm" loading={save.isPending} onClick={onSave} disabled={!request}>
          <BookmarkPlus className="size-4" aria-hidden="true" />
          {t('saved.save')}
        </Button>
      ) : (
        <>
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-green-800">
            <BookmarkCheck className="size-5" aria-hidden="true" />
            {t('saved.saved')}
          </p>
          <Button variant="secondary" size="sm" loading={downloading} onClick={() => void onDownload(savedId)}>
            <FileDown className="size-4" aria-hidden="true" />
            {t('saved.download')}
          </Button>
        </>
      )}
    </div>
  );
}
