import type { DeliveryDate } from './slot-picker';

const slots = (remaining: [number, number, number]) => [
  { id: 'morning', start: '09:00', end: '12:00', remaining: remaining[0] },
  { id: 'afternoon', start: '13:00', end: '17:00', remaining: remaining[1] },
  { id: 'evening', start: '18:00', end: '22:00', remaining: remaining[2] },
];

/** A 'barq' city on Tuesday 24 November 2026: same day until the cut-off; Friday and Saturday skipped; a holiday. */
export const sampleDates: DeliveryDate[] = [
  { date: '2026-11-24', slots: [{ id: 'today-evening', start: '18:00', end: '22:00', remaining: 2 }] },
  { date: '2026-11-25', slots: slots([8, 0, 3]) },
  { date: '2026-11-26', slots: slots([0, 0, 0]) },
  { date: '2026-11-29', slots: [], isDisabled: true, disabledReason: 'Public holiday' },
  { date: '2026-11-30', slots: slots([10, 10, 10]) },
  { date: '2026-12-01', slots: slots([10, 1, 10]) },
];
