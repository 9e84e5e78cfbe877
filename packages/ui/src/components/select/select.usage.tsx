import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { Select } from './select';

const CITIES = [
  { value: 'riyadh', label: { ar: 'الرياض', en: 'Riyadh' } },
  { value: 'jeddah', label: { ar: 'جدة', en: 'Jeddah' } },
  { value: 'dammam', label: { ar: 'الدمام', en: 'Dammam' } },
] as const;

function CitySelect(props: { defaultValue?: string; hasError?: boolean }) {
  const sample = useSample();
  return (
    <Select
      label={sample({ ar: 'المدينة', en: 'City' })}
      options={CITIES.map((city) => ({ value: city.value, label: sample(city.label) }))}
      defaultValue={props.defaultValue}
      isRequired={props.hasError}
      placeholder={props.hasError ? sample({ ar: 'اختر مدينة', en: 'Choose a city' }) : undefined}
      hint={
        props.hasError
          ? sample({ ar: 'نوصل إلى المدن المتاحة فقط', en: 'We deliver to the listed cities only' })
          : undefined
      }
      errorMessage={props.hasError ? sample({ ar: 'اختر مدينة التوصيل', en: 'Choose the delivery city' }) : undefined}
      className="max-w-xs"
    />
  );
}

/** Usage notes on Select's docs page (`parameters.docs.usage`). */
export function SelectUsage() {
  return (
    <UsageNotes
      when={[
        'One choice from a list too long to lay out but short enough to scroll: the city in an address, an issue type, a preferred delivery window. The chosen label shows in a button that opens a `listbox` right below it (no portal).',
        'Two to about six options the shopper should compare are a `RadioGroup`; the delivery city with its search is the `CityPicker`; a choice that must work before the page’s scripts load is a native `<select>` (`NativeSelectField` in the support forms).',
      ]}
      dos={[
        {
          text: 'Give it a visible `label` and the options as `{ value, label }` in the page’s language: the label and the chosen option together name the button (“City Riyadh”).',
          example: <CitySelect defaultValue="riyadh" />,
        },
        {
          text: 'Put help in `hint` and the problem in `errorMessage`; both are read with the button, and the error marks it invalid. Mark a needed choice `isRequired`, and give a `placeholder` that says what to choose.',
          example: <CitySelect hasError />,
        },
        {
          text: 'Keep an option that cannot be chosen now in the list with `disabled: true`: it is struck through, skipped by the arrows and typeahead, and read as unavailable. Pass `name` to submit the value with a plain form (a hidden input).',
        },
      ]}
      donts={[
        {
          text: 'Use `defaultOpen` on an ordinary page: the list opens and takes the focus at once. It is for stories, or a screen that asks for this one choice first.',
        },
        {
          text: 'Use it for a list the shopper needs to search (all cities, countries): typeahead only matches the start of a label.',
        },
      ]}
      keyboard={[
        ['Tab', 'Moves to the button (a disabled select is skipped).'],
        [
          'Enter / Space',
          'On the button opens the list at the chosen option (or the first); in the list chooses the active option, closes it and returns focus to the button.',
        ],
        [
          'ArrowDown / ArrowUp',
          'On the button open the list (at the chosen option, else the first / last); in the list move the active option, skipping disabled ones and stopping at the ends.',
        ],
        [
          'Home / End',
          'First / last enabled option (on the button they also open the list); PageUp / PageDown do the same in the list.',
        ],
        [
          'Letters',
          'Typeahead: jumps to the next option starting with what was typed; repeating a letter cycles through its matches. Arabic labels match without their “ال”.',
        ],
        ['Escape', 'Closes the list without choosing and returns focus to the button; an enclosing dialog stays open.'],
        [
          'Tab (list open)',
          'Closes the list and moves on from the button; Shift+Tab closes it and leaves focus on the button.',
        ],
      ]}
      screenReader={[
        'The button has `aria-haspopup="listbox"` and `aria-expanded`, and is named by the label followed by the shown value (or the placeholder); with `isRequired` “required” is part of the name and the asterisk is hidden.',
        'While open, focus is on the `listbox` (named by the label) and `aria-activedescendant` points at the active option; options carry `aria-selected`, unavailable ones `aria-disabled`.',
        'Hint and error are the button’s description (`aria-describedby`); an error also sets `aria-invalid`.',
      ]}
    />
  );
}
