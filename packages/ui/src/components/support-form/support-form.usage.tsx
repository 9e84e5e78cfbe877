import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { NativeSelectField } from './support-form';

function IssueTypeField() {
  const sample = useSample();
  return (
    <NativeSelectField
      name="issue_type_id"
      label={sample({ ar: 'نوع المشكلة', en: 'Issue type' })}
      placeholder={sample({ ar: 'اختر نوع المشكلة', en: 'Choose an issue type' })}
      defaultValue=""
      options={[
        { value: '1', label: sample({ ar: 'التوصيل', en: 'Delivery' }) },
        { value: '2', label: sample({ ar: 'الدفع', en: 'Payment' }) },
        { value: '3', label: sample({ ar: 'المنتج', en: 'Product' }) },
      ]}
      className="max-w-xs"
    />
  );
}

/** Usage notes on SupportForm's docs page (`parameters.docs.usage`). */
export function SupportFormUsage() {
  return (
    <UsageNotes
      when={[
        'The frame of the support forms — contact us, corporate gifts, collaboration, a ticket reply (issue 16): a real `multipart/form-data` post that works before the page’s scripts load, and sends without leaving the page once `onSubmitData` is given.',
        'It comes with `NativeSelectField`, `HoneypotField`, `toDigits` and the `useSupportFields` hook. Sign-in steps and checkout forms are built on react-hook-form instead.',
      ]}
      dos={[
        {
          text: 'Pass `validate` (from `useSupportFields(formRef, defaults, schema, serverErrors)`) and `onSubmitData`: the contract’s schema checks the fields, the first field in error takes the focus, and only a valid form is sent.',
        },
        {
          text: 'Use `NativeSelectField` for a choice in these forms, with a `placeholder` as the first, empty option: the listbox `Select` needs the scripts.',
          example: <IssueTypeField />,
        },
        {
          text: 'Put one `HoneypotField` in every form: people never see or reach it, robots fill it, and the server answers a filled one like a success but keeps nothing.',
        },
      ]}
      donts={[
        {
          text: 'Hide your own honeypot with `display: none` or label it for people: some robots skip hidden fields. `HoneypotField` hides it by position.',
        },
        {
          text: 'Make a digits-only field `type="number"`: bind it with `field(name, (value) => toDigits(value, max))`, which converts Arabic-Indic and Persian digits and drops everything else.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'Reaches each field and the submit button in order; nothing of its own. The honeypot is out of the tab order.',
        ],
        [
          'Enter',
          'In a single-line field submits the form; a failed `validate` stops it and moves focus to the first field in error.',
        ],
      ]}
      screenReader={[
        '`NativeSelectField` is a native select labelled by its visible label; hint and error are linked with `aria-describedby`, and an error sets `aria-invalid`.',
        'After a failed check, focus lands on the first field with `aria-invalid="true"`, whose message is read as its description.',
        'The honeypot sits in an `aria-hidden` wrapper with `tabIndex={-1}`, so readers and keyboards never reach it.',
      ]}
    />
  );
}
