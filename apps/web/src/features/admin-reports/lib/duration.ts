// Durations of calls and chats, stored in seconds and shown as hours, minutes and seconds.

/** 3725 -> "1h 2m 5s", 125 -> "2m 5s", 45 -> "45s"; a missing or negative value shows "0s". */
export function formatDuration(totalSeconds: number | null | undefined): string {
  const seconds = Number.isFinite(totalSeconds) && (totalSeconds as number) > 0 ? Math.round(totalSeconds as number) : 0;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h}h ${m}m ${s}s`;
  if (m > 0) return `${m}m ${s}s`;
  return `${s}s`;
}
