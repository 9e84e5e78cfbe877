import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { TextField } from './text-field';
import { Textarea } from './textarea';

function OrderNumberField() {
  const sample = useSample();
  return (
    <TextField
      label={sample({ ar: 'رقم الطلب', en: 'Order number' })}
      hint={sample({ ar: 'تجده في رسالة التأكيد، مثل HD-10231', en: 'In your confirmation message, e.g. HD-10231' })}
      dir="ltr"
      isRequired
      className="max-w-xs"
    />
  );
}

function CardMessageField() {
  const sample = useSample();
  return (
    <Textarea
      label={sample({ ar: 'رسالة بطاقة الهدية', en: 'Gift card message' })}
      maxLength={120}
      defaultValue={sample({
        ar: 'إلى نورة، كل عام وأنتِ بخير. مع حبي، سارة',
        en: 'To Noura, happy birthday! With love, Sara',
      })}
    />
  );
}

function EmailField() {
  const sample = useSample();
  return (
    <TextField
      type="email"
      dir="ltr"
      autoComplete="email"
      label={sample({ ar: 'البريد الإلكتروني', en: 'Email' })}
      defaultValue="sara@example"
      errorMessage={sample({ ar: 'أدخل بريدًا إلكترونيًا صحيحًا', en: 'Enter a valid email address' })}
      className="max-w-xs"
    />
  );
}

/** Usage notes on TextField's docs page (`parameters.docs.usage`). */
export function TextFieldUsage() {
  return (
    <UsageNotes
      when={[
        'Short free text: a name, an e-mail, an order number, a coupon code. `Textarea` (same folder, same props) takes longer text: a message, a gift card note.',
        'Passwords are `PasswordField`, mobile numbers `PhoneInput`, one-time codes `OtpInput`; a choice from a list is a `Select` or `RadioGroup`.',
      ]}
      dos={[
        {
          text: 'Always give a visible `label`, a `hint` for the expected format, and `isRequired` for a needed field (a visible asterisk and the native `required`, which screen readers announce). Set `dir="ltr"` on e-mails, order numbers and codes so they read left to right on Arabic pages.',
          example: <OrderNumberField />,
        },
        {
          text: 'Set `maxLength` where the server limits the text: input stops there and a `{count}/{max}` counter shows in the page’s digits.',
          example: <CardMessageField />,
        },
        {
          text: 'Put the problem in `errorMessage`: the border turns red, the control gets `aria-invalid` and the message is read with it.',
          example: <EmailField />,
        },
      ]}
      donts={[
        { text: 'Use `placeholder` as the label or the only hint: it is gone as soon as the shopper types.' },
        {
          text: 'Take a mobile number in a text field: `PhoneInput` carries the country code, converts Arabic-Indic digits and checks the length.',
        },
      ]}
      keyboard={[
        ['Tab', 'Moves to the field (a disabled field is skipped).'],
        ['Typing', 'Edits the text; with `maxLength` nothing past the limit is taken.'],
        ['Enter', 'In a `TextField` submits the surrounding form; in a `Textarea` starts a new line.'],
      ]}
      screenReader={[
        'The visible label names the control; with `isRequired` the control’s native `required` is announced once (“required” is not repeated in the name) and the asterisk is hidden.',
        'Hint, error and counter are linked with `aria-describedby`, in that order; a separate polite live region speaks only when the text nears, reaches or passes the limit.',
      ]}
    />
  );
}
