import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { TextField } from '../text-field';
import { useRuleMessage } from './rule-message';

/** A field whose check failed with a contract rule, shown in the page's language. */
function EmailWithRule() {
  const ruleMessage = useRuleMessage();
  const sample = useSample();
  return (
    <TextField
      label={sample({ ar: 'البريد الإلكتروني', en: 'Email' })}
      type="email"
      dir="ltr"
      defaultValue="sara@example.sa"
      errorMessage={ruleMessage('email_must_end_with_com')}
    />
  );
}

/** Usage notes on useRuleMessage (`parameters.docs.usage`). */
export function RuleMessageUsage() {
  return (
    <UsageNotes
      when={[
        'Every form error that comes from the contract’s rules (`profileFormSchema`, `otpSchema` …). The zod resolver hands back a rule key such as `email_must_end_with_com`, and `useRuleMessage()` turns it into the shopper’s language.',
        'A server message that is already in the shopper’s language passes through unchanged, so one call handles both. The same `rule.<key>` ids name the server’s 400 answers.',
      ]}
      dos={[
        {
          text: 'Call it once per form and wrap each field’s error: `errorMessage={ruleMessage(fieldState.error?.message)}`.',
          example: <EmailWithRule />,
        },
        {
          text: 'Pass `{ phoneCode }` for a phone number’s error. `phone_length` needs the code to say how many digits are required (“exactly 9 digits for country code +966”).',
        },
      ]}
      donts={[
        {
          text: 'Write validation texts inside a component. They live in the contract’s `ruleMessages` (Arabic and English), shared with the server.',
        },
        {
          text: 'Leave a limit to chance: pass the issue’s values (`ruleParamsOf(issue)`, or `params`) so `{min}`, `{max}` and `{n}` show the real limit; without one the hook falls back to the generic message rather than a gap.',
        },
      ]}
      keyboard={[
        ['Tab', 'Nothing of its own: it returns text for a field’s `errorMessage`, and the field decides focus.'],
      ]}
      screenReader={[
        'The text becomes the field’s error, linked with `aria-describedby` and read when the field is focused.',
        'An empty message gives `undefined`, so a field without an error gets no empty description.',
      ]}
    />
  );
}
