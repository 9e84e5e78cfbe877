import { UsageNotes } from '../../docs/foundations';
import { RatingFaces } from './rating-faces';

/** Usage notes on RatingFaces's docs page (`parameters.docs.usage`). */
export function RatingFacesUsage() {
  return (
    <UsageNotes
      when={[
        'Rating an order: one of the five faces of spec §3 (angry, sad, okay, good, great), then any of the reasons (service, delivery, price, product, other).',
        'The rating dialog of `/my-orders?order_id=…` is `RatingPrompt`, which wraps the faces with a comment and Send. Use `RatingFaces` alone only when the rating sits in a page.',
      ]}
      dos={[
        {
          text: 'Report the rating from `onValueChange` (1–5) and the reasons from `onReasonsChange`, which gives them in the spec’s order. The reasons appear only once a face is chosen.',
          example: <RatingFaces defaultValue={4} defaultReasons={['delivery']} />,
        },
        {
          text: 'Start with no face chosen (`defaultValue` is `null`) so the shopper picks one. Tab then lands on the first face.',
          example: <RatingFaces />,
        },
      ]}
      donts={[
        {
          text: 'Mirror the faces or reverse their order for Arabic. The row follows the reading direction (angry first, on the right in Arabic) and a face never mirrors.',
        },
        {
          text: 'Drop the word under each face: it is the face’s accessible name, and colour alone would not tell the levels apart.',
        },
      ]}
      keyboard={[
        ['Tab', 'Reaches the faces once (the chosen face, or the first), then each reason button.'],
        [
          'ArrowLeft / ArrowRight',
          'Move to and choose the next / previous face along the reading direction (ArrowLeft is next in Arabic), wrapping.',
        ],
        ['ArrowDown / ArrowUp', 'Next / previous face, wrapping.'],
        ['Home / End', 'First face (angry) / last face (great).'],
        ['Enter / Space', 'On a face, chooses it. On a reason, toggles it.'],
      ]}
      screenReader={[
        'A `radiogroup` named “How was your order?” (or `label`). Each face is a `radio` named by its word (“Angry” … “Great”) with `aria-checked`, and the icons are hidden.',
        'The reasons are a group named “What is your rating about?” of toggle buttons with `aria-pressed`. With `isDisabled` every button is disabled and the radio group has `aria-disabled`.',
      ]}
    />
  );
}
