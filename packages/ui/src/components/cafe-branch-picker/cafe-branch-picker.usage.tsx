import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { type CafeBranch, CafeBranchPicker } from './cafe-branch-picker';

/** Two Riyadh branches. */
function Branches({ isMalqaClosed = false }: { isMalqaClosed?: boolean }) {
  const sample = useSample();
  const weekdays = sample({ ar: 'الأحد – الخميس', en: 'Sun – Thu' });
  const branches: CafeBranch[] = [
    {
      id: 'olaya',
      name: sample({ ar: 'فرع العليا', en: 'Olaya branch' }),
      address: sample({ ar: 'طريق العليا، حي العليا، الرياض', en: 'Olaya Road, Al Olaya, Riyadh' }),
      hours: [{ days: weekdays, opens: '08:00', closes: '23:00' }],
      isOpenNow: true,
    },
    {
      id: 'malqa',
      name: sample({ ar: 'فرع الملقا', en: 'Al Malqa branch' }),
      address: sample({ ar: 'طريق أنس بن مالك، حي الملقا، الرياض', en: 'Anas Ibn Malik Road, Al Malqa, Riyadh' }),
      hours: [{ days: weekdays, opens: '07:00', closes: '22:00' }],
      isOpenNow: false,
      unavailableReason: isMalqaClosed
        ? sample({ ar: 'متوقف مؤقتاً للصيانة', en: 'Closed for maintenance' })
        : undefined,
    },
  ];
  return <CafeBranchPicker branches={branches} defaultValue="olaya" />;
}

/** Usage notes on CafeBranchPicker's docs page (`parameters.docs.usage`). */
export function CafeBranchPickerUsage() {
  return (
    <UsageNotes
      when={[
        'Checkout when the buyer picks the order up at a cafe instead of having it delivered: the chosen city’s branches, each with address and opening hours.',
        'Delivery to a friend is the `RecipientForm` and its time the `SlotPicker`; a short list of plain choices without details is a `RadioGroup`.',
      ]}
      dos={[
        {
          text: 'Pass the hours as `HH:mm` in Riyadh time and `isOpenNow` from the server’s clock: times are formatted by `Intl` in the page’s digits (٨:٠٠ ص in Arabic), whatever the device’s time zone.',
          example: <Branches />,
        },
        {
          text: 'Keep a branch that cannot take this order and give it `unavailableReason`: it is disabled, says why, and the arrow keys skip it.',
          example: <Branches isMalqaClosed />,
        },
        {
          text: 'In a plain form, pass the field name the server reads (`name="cafe_branch_id"`). Without one each picker gets a name of its own, so two pickers on one page never share a radio group.',
        },
        {
          text: 'Show “choose a branch” in `errorMessage` when the step is sent without one: the group becomes invalid and describes itself with the message.',
        },
      ]}
      donts={[
        {
          text: 'Give two pickers on one page the same `name`. Native radios with one name form a single group, so choosing in one picker clears the other.',
        },
        {
          text: 'Work out “open now” in the browser: the shopper’s device may be in another time zone. Leave `isOpenNow` out when the server does not say; no badge is shown then.',
        },
        {
          text: 'Hide the picker when a city has no branch: it says so (“There is no cafe branch for pick-up in this city yet.”); offer delivery next to it.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'Enters the group on the chosen branch (or the first, when none is chosen) and leaves it on the next Tab.',
        ],
        [
          'Arrow Down / the arrow along the reading direction',
          'Chooses the next available branch (Left in Arabic, Right in English); Up and the other arrow go back. It wraps and skips disabled branches.',
        ],
        ['Space', 'Chooses the focused branch when none is chosen yet.'],
      ]}
      screenReader={[
        'A `radiogroup` named “Pick-up branch” (or `label`), `aria-required`; each card is a native radio named by the branch name alone and described by its address, “Opening hours” with each row, and the unavailable reason.',
        '`errorMessage` sets `aria-invalid` on the group and is linked with `aria-describedby`. The “Open now”/“Closed now” badge is visible text only: it is not part of the radio’s name or description.',
      ]}
    />
  );
}
