import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { RadioGroup } from './radio-group';

/** Usage notes on RadioGroup's docs page (`parameters.docs.usage`). */
export function RadioGroupUsage() {
  return (
    <UsageNotes
      when={[
        'One choice among two to about six options the shopper should see at once: delivery or pick up, who the gift is for, the wrapping.',
        'Many options (countries, cities) use `Select` or the `CityPicker`; a single on/off choice is a `Checkbox` or `Switch`.',
      ]}
      dos={[
        {
          text: 'Give the group a visible `label`, and options a `description` when the difference needs words.',
          example: (
            <RadioGroup
              label={<Sample ar="طريقة الاستلام" en="How to receive it" />}
              defaultValue="delivery"
              options={[
                {
                  value: 'delivery',
                  label: <Sample ar="توصيل" en="Delivery" />,
                  description: <Sample ar="يصل خلال ٢–٥ أيام عمل" en="Arrives in 2–5 business days" />,
                },
                { value: 'pickup', label: <Sample ar="استلام من الفرع" en="Pick up at a branch" /> },
              ]}
            />
          ),
        },
        {
          text: 'Use `orientation="horizontal"` for short options (colours, sizes): it follows the reading direction, arrows included.',
        },
      ]}
      donts={[
        {
          text: 'Preselect an option the shopper must think about (who pays, who receives); leave it empty and mark the group `isRequired`.',
        },
        { text: 'Hide an unavailable option: keep it with `disabled: true` and say why in its description.' },
      ]}
      keyboard={[
        [
          'Tab',
          'Enters the group at the chosen option (or the first) and leaves it; one tab stop for the whole group.',
        ],
        [
          'ArrowDown / ArrowUp',
          'Vertical: move to and choose the next / previous option, wrapping, skipping disabled ones.',
        ],
        [
          'ArrowLeft / ArrowRight',
          'Horizontal: follow the reading direction — ArrowLeft moves forward in Arabic, ArrowRight in English.',
        ],
      ]}
      screenReader={[
        'Native radio inputs in a `radiogroup` named by its visible label, with `aria-orientation`; each option is read with its description.',
        'A `radiogroup` with `aria-required` when required (the visible asterisk is hidden from readers), `aria-invalid` with an error, and the group’s description and error linked with `aria-describedby`; a disabled option is read as unavailable.',
      ]}
    />
  );
}
