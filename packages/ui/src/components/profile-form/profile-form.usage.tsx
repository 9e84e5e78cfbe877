import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { ProfileForm } from './profile-form';

function SampleProfile() {
  const sample = useSample();
  return (
    <ProfileForm
      defaultValues={{ name: sample({ ar: 'سارة', en: 'Sara' }), phone_code: '966', phone_number: '512345678' }}
      email="sara@example.com"
    />
  );
}

/** Usage notes on ProfileForm's docs page (`parameters.docs.usage`). */
export function ProfileFormUsage() {
  return (
    <UsageNotes
      when={[
        'The `/my-account` page: the name, the mobile number with its country code, and the account’s e-mail shown read-only (spec §3, §5).',
        'Creating an account is `SignUpForm`, and naming a new account after mobile sign-in is `AccountNameForm`.',
      ]}
      dos={[
        {
          text: 'Pass the profile from `GET /user` as `defaultValues`, and the account’s e-mail as `email` (`null` hides that field).',
          example: <SampleProfile />,
        },
        {
          text: 'When `onSubmit` reports `isPhoneChanged`, send a code to the new number and pass `phoneVerification` (the OTP step’s props). The fields lock and “Confirm your new number” appears under the form until the app clears it.',
        },
        {
          text: 'Show the server’s refusal (“this number is used by another account”) in `serverError`, an alert above the fields. Use `isSubmitting` while the save runs.',
        },
      ]}
      donts={[
        {
          text: 'Save a new number before its code is confirmed. The app keeps the old one until `phoneVerification.onSubmit` succeeds.',
        },
        {
          text: 'Turn on `isCountryEditable` unless sign-in allows it too. It is the same setting as sign-in, where spec §6 lets the country be changed only in DEV mode.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'Moves through the name, the country code (only when it is editable), the mobile number, the read-only e-mail and “Save changes”. While a new number is being confirmed, the fields are locked and Tab goes on to the OTP step.',
        ],
        ['Enter', 'In a field, submits the form. The fields are checked first and the errors show under them.'],
      ]}
      screenReader={[
        'Every field is labelled and the name is marked required. Errors are linked with `aria-describedby` and show once a field is left or the form is sent, in the shopper’s language (the contract’s rule messages).',
        'The e-mail is `readonly` and described by “Your sign-in email cannot be changed here.”. The server error is `role="alert"`, and the verification is a region named “Confirm your new number”.',
      ]}
    />
  );
}
