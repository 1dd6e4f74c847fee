// The summary cards above the chat and call table: counts, total time and money for the filtered rows.
import { formatRupees } from '../../../lib/format.ts';
import type { Interaction } from '../api/types.ts';
import { formatDuration } from '../lib/duration.ts';
import { tNow } from '../../../lib/i18n.tsx';

export function summarise(rows: readonly Interaction[]) {
  let chats = 0;
  let calls = 0;
  let seconds = 0;
  let paise = 0;
  for (const row of rows) {
    if (row.interaction_type === 'chat') chats += 1;
    else calls += 1;
    seconds += row.duration;
    // Money is summed in paise: adding rupee floats drifts (0.1 + 0.2).
    // What was received is what was paid less what the admin gave back.
    if (row.payment_status === 'Completed') paise += Math.round(row.paid_amount * 100) - Math.round(row.refunded_amount * 100);
  }
  return { total: rows.length, chats, calls, seconds, amount: paise / 100 };
}

export function InteractionSummary({ rows }: { rows: readonly Interaction[] }) {
  const s = summarise(rows);
  const cards: [string, string][] = [
    [tNow('admin:auto2.interactionSummary.totalInteractions'), String(s.total)],
    [tNow('admin:auto2.interactionSummary.chats'), String(s.chats)],
    [tNow('admin:auto2.interactionSummary.calls'), String(s.calls)],
    [tNow('admin:auto2.interactionSummary.totalDuration'), formatDuration(s.seconds)],
    [tNow('admin:auto2.interactionSummary.amountReceived'), formatRupees(s.amount)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-night-100 bg-cream px-4 py-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-night-700">{label}</dt>
          <dd className="mt-1 text-xl font-bold text-night-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
