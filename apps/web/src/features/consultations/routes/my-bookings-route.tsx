// My bookings' route shell: the page (with its dialog, list and money formatting) loads when /bookings is opened.
import { lazy, Suspense } from 'react';

const Page = lazy(async () => ({ default: (await import('./my-bookings-page.tsx')).MyBookingsPage }));

// Served from the consultations page's chunk (re-exported there), so the first paint's route table names no new chunk.
export function MyBookingsRoute() {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
