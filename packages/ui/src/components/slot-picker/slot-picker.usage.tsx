import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { type DeliveryDate, SlotPicker } from './slot-picker';

/** Tuesday 24 November 2026 in Riyadh: a same-day slot today, a full slot tomorrow, a holiday. */
const dates: DeliveryDate[] = [
  { date: '2026-11-24', slots: [{ id: 'today-evening', start: '18:00', end: '22:00', remaining: 2 }] },
  {
    date: '2026-11-25',
    slots: [
      { id: 'morning', start: '09:00', end: '12:00', remaining: 8 },
      { id: 'afternoon', start: '13:00', end: '17:00', remaining: 0 },
      { id: 'evening', start: '18:00', end: '22:00', remaining: 3 },
    ],
  },
  {
    date: '2026-11-29',
    slots: [],
    isDisabled: true,
    disabledReason: <Sample ar="إجازة رسمية" en="Public holiday" />,
  },
];

function Picker(props: { hasError?: boolean }) {
  return (
    <SlotPicker
      dates={dates}
      today="2026-11-24"
      defaultDate="2026-11-25"
      errorMessage={props.hasError ? <Sample ar="اختر وقت التوصيل" en="Select a delivery time" /> : undefined}
    />
  );
}

/** Usage notes on SlotPicker's docs page (`parameters.docs.usage`). */
export function SlotPickerUsage() {
  return (
    <UsageNotes
      when={[
        'Choosing the delivery date and time at checkout (issue 14 §1; spec §5 “select a delivery time”): the dates in a row, each in the Gregorian and the Hijri (Umm al-Qura) calendars, then the chosen date’s slots with the places left.',
        'Any other date (a birthday, a filter) needs a date field; a short choice without dates or capacity is a `RadioGroup`.',
      ]}
      dos={[
        {
          text: 'Pass the dates and slots as `POST /delivery/available-time-slots` returns them (`YYYY-MM-DD`, Riyadh times as `HH:mm`, `remaining` places) and `today`, so today’s and tomorrow’s dates read “Today” and “Tomorrow”. Dates, times and digits are formatted in the shopper’s language.',
          example: <Picker />,
        },
        {
          text: 'Keep holidays and full slots in the list: a date with `isDisabled` shows its `disabledReason`, a slot with `remaining: 0` reads “Full”, and a slot with `lowCapacityThreshold` (5) places or fewer says how many are left.',
        },
        {
          text: 'In a plain form, name the fields the server reads: `dateName="delivery_date"` and `slotName="slot_id"`. Without names each picker gets its own, so two pickers on one page never share a radio group.',
        },
        {
          text: 'When the shopper goes on without a time, pass “select a delivery time” in `errorMessage`: the time group is marked invalid and described by it.',
          example: <Picker hasError />,
        },
      ]}
      donts={[
        {
          text: 'Keep a controlled `slotId` after the date changes: uncontrolled, the picker clears the slot itself; controlled, clear it in `onDateChange`.',
        },
        {
          text: 'Give two pickers on one page the same `dateName` / `slotName`: native radios with the same name form a single group, so choosing in one clears the other.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'Enters the dates at the chosen date, then the times at the chosen time (or the first that is not full); one tab stop for each group.',
        ],
        [
          'ArrowLeft / ArrowRight',
          'Move to and choose the next / previous date or time along the reading direction (ArrowLeft is forward in Arabic), wrapping and skipping disabled ones.',
        ],
        ['ArrowDown / ArrowUp', 'Next / previous, in either language.'],
        ['Space', 'Chooses the focused date or time.'],
      ]}
      screenReader={[
        'Two radio groups, “Delivery date” and “Delivery time”, both `aria-required`. A date is read as its full Gregorian date, then the Hijri date, then “(Today)” or “(Tomorrow)”.',
        'A holiday’s reason and a slot’s “Full” or places left are linked with `aria-describedby`; the error describes the time group, which gets `aria-invalid`.',
        'Choosing another date replaces the times without an announcement; “Choose a date …” and “No delivery times are left …” are plain text.',
      ]}
    />
  );
}
