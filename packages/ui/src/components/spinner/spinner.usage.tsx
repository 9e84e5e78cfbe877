import { UsageNotes } from '../../docs/foundations';
import { Sample, useSample } from '../../stories/sample';
import { Button } from '../button';
import { Spinner } from './spinner';

function CitiesSpinner() {
  const sample = useSample();
  return (
    <Spinner size="lg" label={sample({ ar: 'جارٍ تحميل المدن', en: 'Loading cities' })} className="text-leaf-700" />
  );
}

/** Usage notes on Spinner's docs page (`parameters.docs.usage`). */
export function SpinnerUsage() {
  return (
    <UsageNotes
      when={[
        'A wait whose result has no known shape: the list of cities loading, a favourite being saved. `Button`, `IconButton` and `SearchBox` show it inside themselves.',
        'Content with a known layout (cards, cart lines) loads behind a `Skeleton`; an action on a button uses the button’s `isLoading`, not a spinner beside it.',
      ]}
      dos={[
        {
          text: 'Let it announce itself: without `label` it is a `role="status"` reading “Loading” in the page’s language; pass a `label` when a more specific text helps. It takes the text colour, so set the colour on it or its parent.',
          example: <CitiesSpinner />,
        },
        {
          text: 'Pick the size by place: `sm` (16 px) inside buttons and fields, `md` (24 px, the default) inline, `lg` (40 px) for a panel or a page.',
        },
        {
          text: 'Inside a control that already says it is busy (`aria-busy`), pass `label={null}`: the spinner is then hidden from readers, as in `Button`’s `isLoading`.',
          example: (
            <Button isLoading>
              <Sample ar="جارٍ الحفظ" en="Saving" />
            </Button>
          ),
        },
      ]}
      donts={[
        {
          text: 'Show one spinner per card or row: use skeletons for the layout, or one spinner for the whole region.',
        },
        {
          text: 'Flash it for a moment: a status that appears and disappears at once may never be read. Show it for the whole wait.',
        },
      ]}
      keyboard={[['Tab', 'Nothing: the spinner takes no focus.']]}
      screenReader={[
        'With a label (by default “Loading” / “جارٍ التحميل”) it is a polite `role="status"` whose text is visually hidden; the ring itself is not read.',
        'With `label={null}` the whole spinner is `aria-hidden`; the control around it must say that it is busy.',
      ]}
    />
  );
}
