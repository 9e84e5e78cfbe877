import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { FormAlert } from './form-alert';

/** Usage notes on FormAlert's docs page (`parameters.docs.usage`). */
export function FormAlertUsage() {
  return (
    <UsageNotes
      when={[
        'The server’s message at the top of a form after a submit failed (spec §8), in the shopper’s language: “Too many requests, try again later”, “The link has expired”. Every sign-in step renders it from its `serverError` prop (`FormStepProps`).',
        'Not for a field’s own error (the field’s `errorMessage`), for a passing confirmation (a toast), or for a server message outside a form (`MessageDialog`).',
      ]}
      dos={[
        {
          text: 'Render it above the fields, after the form’s intro, and pass the message as `message`: without one (`undefined`, `null`, `false` or `""`) it renders nothing, so it can stay in the form.',
          example: (
            <FormAlert
              message={
                <Sample ar="طلبات كثيرة، حاول مرة أخرى بعد دقيقة" en="Too many requests, try again in a minute" />
              }
            />
          ),
        },
        {
          text: 'Clear the message when the shopper submits again, so a new answer appears anew and is read again.',
        },
      ]}
      donts={[
        {
          text: 'Put a field’s validation message in it: give it to the field (`errorMessage`), which links it to the input and reads it on focus.',
        },
        {
          text: 'Use it for good news or tips: it always has the danger tone and the alert icon, and `role="alert"` interrupts whatever the screen reader is saying.',
        },
      ]}
      keyboard={[['Tab', 'Nothing: the alert is text and takes no focus; Tab goes on to the form’s fields.']]}
      screenReader={[
        '`role="alert"`: read as soon as it appears, without moving focus; the icon is `aria-hidden`.',
        'It is a paragraph (`<p>`): keep the message to a sentence of text, without lists or headings.',
      ]}
    />
  );
}
