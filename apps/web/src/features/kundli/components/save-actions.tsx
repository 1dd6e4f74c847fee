// What a chart offers besides itself: a user saves it to the profile, downloads the saved one as a PDF or removes it;
// a visitor is told that signing in does that.
import { KUNDLI_MESSAGES, type Kundli, type KundliRequest } from '@app/contracts/kundli';
import { BookmarkCheck, BookmarkPlus, FileDown, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button.tsx';
import { messageOf } from '../../../lib/error-message.ts';
import { downloadKundliPdf } from '../api/download-kundli-pdf.ts';
import { useRemoveMyKundli } from '../api/remove-my-kundli.ts';
import { useSaveMyKundli } from '../api/save-my-kundli.ts';
import { sameBirth } from '../../../lib/birth-input.ts';
import { T, tNow, useT } from '../../../lib/i18n.tsx';

export const SAVE_FAILED = () => tNow('kundli:save.saveFailed');
export const DOWNLOAD_FAILED = () => tNow('kundli:save.downloadFailed');
export const REMOVE_FAILED = () => tNow('kundli:save.removeFailed');

/** Who is looking: a user can save; a visitor is invited to sign in; other accounts (astrologers) see neither. */
export type Account = 'visitor' | 'user' | 'other';

interface Props {
  account: Account;
  /** The chart saved to the profile, if any. */
  saved: Kundli | null;
  /** The birth details of a chart just drawn; null while the saved chart is shown. */
  request: KundliRequest | null;
}

export function SaveActions({ account, saved, request }: Props) {
  const { t } = useT('kundli');
  const save = useSaveMyKundli();
  const remove = useRemoveMyKundli();
  const [downloading, setDownloading] = useState(false);

  if (account === 'visitor') {
    return (
      <p
        className="rounded-xl border border-gold-300/60 bg-gold-100/60 px-4 py-3 text-sm text-night-900"
        data-testid="sign-in-hint"
      >
        <T
          ns="kundli"
          i18nKey="save.signInHint"
          components={{
            1: <Link to="/login/determiner" className="font-semibold text-saffron-800 underline underline-offset-2" />,
            2: <Link to="/signup/determiner" className="font-semibold text-saffron-800 underline underline-offset-2" />,
          }}
        />
      </p>
    );
  }
  if (account !== 'user') return null;

  const isSaved = Boolean(saved && (!request || sameBirth(saved, request)));
  const onSave = () => {
    if (!request) return;
    save.mutate(request, {
      onSuccess: (answer) => toast.success(answer.message || KUNDLI_MESSAGES.saved),
      onError: (error) => toast.error(messageOf(error, SAVE_FAILED())),
    });
  };
  const onDownload = async () => {
    setDownloading(true);
    try {
      await downloadKundliPdf();
    } catch (error) {
      toast.error(messageOf(error, DOWNLOAD_FAILED()));
    } finally {
      setDownloading(false);
    }
  };
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: (answer) => toast.info(answer.message || KUNDLI_MESSAGES.removed),
      onError: (error) => toast.error(messageOf(error, REMOVE_FAILED())),
    });

  return (
    <div className="flex flex-wrap items-center gap-3">
      {isSaved ? (
        <>
          <p
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-green-800"
            data-testid="saved-note"
          >
            <BookmarkCheck className="size-5" aria-hidden="true" />
            {t('save.saved')}
          </p>
          <Button variant="secondary" size="sm" loading={downloading} onClick={() => void onDownload()}>
            <FileDown className="size-4" aria-hidden="true" />
            {t('save.download')}
          </Button>
          <Button variant="ghost" size="sm" loading={remove.isPending} onClick={onRemove}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('save.remove')}
          </Button>
        </>
      ) : (
        <>
          <Button size="sm" loading={save.isPending} onClick={onSave} disabled={!request}>
            <BookmarkPlus className="size-4" aria-hidden="true" />
            {t('save.save')}
          </Button>
          {saved && <p className="text-sm text-night-700">{t('save.replaces')}</p>}
        </>
      )}
    </div>
  );
}
