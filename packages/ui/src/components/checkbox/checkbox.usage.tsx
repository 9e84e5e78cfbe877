import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { Checkbox } from './checkbox';

/** Usage notes on Checkbox's docs page (`parameters.docs.usage`). */
export function CheckboxUsage() {
  return (
    <UsageNotes
      when={[
        'Agreeing to something or choosing any number of independent options: the terms before paying, “hide the price from the recipient”, add-ons.',
        'A setting that takes effect at once is a `Switch`; one choice among several is a `RadioGroup`.',
      ]}
      dos={[
        {
          text: 'Write the label as a statement the shopper agrees to; the label toggles the box too.',
          example: (
            <Checkbox
              label={<Sample ar="أوافق على الشروط والأحكام" en="I agree to the terms and conditions" />}
              isRequired
            />
          ),
        },
        {
          text: 'Use `checked="indeterminate"` for “select all” when only some are chosen; it is read as “mixed”.',
          example: <Checkbox label={<Sample ar="كل الإضافات" en="All add-ons" />} checked="indeterminate" />,
        },
      ]}
      donts={[
        {
          text: 'Phrase the label negatively (“Don’t send me offers”): the checked state becomes a double negative.',
        },
        {
          text: 'Put links inside the label: a click on it toggles the box. Put the terms link in the `description`.',
        },
      ]}
      keyboard={[
        ['Tab', 'Moves to the checkbox.'],
        ['Space', 'Toggles it.'],
      ]}
      screenReader={[
        'A native checkbox named by its label, with the description and the error message read after it.',
        'The indeterminate state is read as “mixed”. With `isRequired` the box’s native `required` is announced once (“required” is not repeated in the name) and the asterisk is hidden.',
      ]}
    />
  );
}
