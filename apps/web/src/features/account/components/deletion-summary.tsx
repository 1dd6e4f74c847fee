// What deleting the account erases and what is kept (and why), as the server lists them, before anything is asked.
import { ACCOUNT_MESSAGES } from '@app/contracts/account';
import { Archive, Eraser } from 'lucide-react';
import { useT } from '../../../lib/i18n.tsx';
import { useMessageWords } from '../../../lib/message-words.ts';

function List({ title, items, kept }: { title: string; items: string[]; kept: boolean }) {
  const tm = useMessageWords();
  const Icon = kept ? Archive : Eraser;
  const headingId = kept ? 'deletion-kept' : 'deletion-erased';
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-night-100 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-night-900">
        <Icon className={kept ? 'size-5 text-night-600' : 'size-5 text-red-700'} aria-hidden="true" />
        {title}
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-night-800 marker:text-night-400 sm:text-base">
        {items.map((item) => (
          <li key={item}>{tm(item)}</li>
        ))}
      </ul>
    </section>
  );
}

export function DeletionSummary({ erased, kept }: { erased: string[]; kept: string[] }) {
  const { t } = useT('account');
  const tm = useMessageWords();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <List title={t('delete.erased')} items={erased} kept={false} />
      <div className="flex flex-col gap-2">
        <List title={t('delete.kept')} items={kept} kept />
        <p className="px-1 text-sm text-night-700">{tm(ACCOUNT_MESSAGES.invoicesRetained)}</p>
      </div>
    </div>
  );
}
