// How long a free question waited for its answer, in words an admin scans: "45 min", "3 h 20 min", "1 d 4 h" (in the
// language shown).
import { tNow } from '../../../lib/i18n.tsx';

export function formatAnswerTime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '—';
  if (seconds < 60) return tNow('adminFreeQuestions:answerTime.underMinute');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return tNow('adminFreeQuestions:answerTime.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  const restMinutes = minutes % 60;
  if (hours < 24) return restMinutes
      ? tNow('adminFreeQuestions:answerTime.hoursMinutes', { hours, minutes: restMinutes })
      : tNow('adminFreeQuestions:answerTime.hours', { hours });
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return restHours
    ? tNow('adminFreeQuestions:answerTime.daysHours', { days, hours: restHours })
    : tNow('adminFreeQuestions:answerTime.days', { days });
}
