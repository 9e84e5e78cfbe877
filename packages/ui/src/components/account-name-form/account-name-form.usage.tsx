import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { AccountNameForm } from './account-name-form';

function KnownName() {
  const sample = useSample();
  return <AccountNameForm defaultName={sample({ ar: 'سارة', en: 'Sara' })} onSubmit={() => {}} className="max-w-sm" />;
}

function RefusedName() {
  const sample = useSample();
  return (
    <AccountNameForm
      defaultName={sample({ ar: 'نورة', en: 'Noura' })}
      serverError={sample({ ar: 'تعذّر حفظ الاسم، حاول مرة أخرى.', en: 'The name could not be saved. Try again.' })}
      onSubmit={() => {}}
      className="max-w-sm"
    />
  );
}

/** Usage notes on AccountNameForm's docs page (`parameters.docs.usage`). */
export function AccountNameFormUsage() {
  return (
    <UsageNotes
      when={[
        'The `account-name` view of the sign-in dialog: after a mobile sign-in that created a new account or found one without a name, and for a signed-in shopper with no saved name (spec §4).',
        'Changing the name later is the profile page’s `ProfileForm`; a new account by e-mail asks for its name in `SignUpForm`.',
      ]}
      dos={[
        {
          text: 'Pass `defaultName` when the name is already known (a social account): Save is enabled at once, since the value is valid.',
          example: <KnownName />,
        },
        {
          text: 'Show the server’s refusal in `serverError`: it sits above the field as an alert, in the shopper’s language.',
          example: <RefusedName />,
        },
        {
          text: 'Set `isSubmitting` while the name is saved: the field is locked and Save shows its spinner (`aria-busy`).',
        },
      ]}
      donts={[
        {
          text: 'Add your own length check: `onSubmit` receives `{ name }` already trimmed and checked by the contract’s `accountNameSchema` (2 to 80 characters); Save stays disabled until it passes.',
        },
        { text: 'Put it on a page of its own: it is one step inside the sign-in dialog, opened by name.' },
        {
          text: 'Repeat the intro as the dialog’s title: the title asks the question (“What should we call you?”), the intro says where the name is seen.',
        },
      ]}
      keyboard={[
        ['Tab', 'Name field → Save. While the name is invalid Save is disabled and Tab skips it.'],
        ['Enter', 'In the field submits once the name is valid; while Save is disabled Enter does nothing.'],
      ]}
      screenReader={[
        'The field is labelled “Your name” with a hidden “required”; its message (“Name must be at least 2 characters”) is linked with `aria-describedby` once the field has been left.',
        '`serverError` is a `role="alert"` paragraph, read as soon as it appears. The intro (where the name appears: orders and the gifts sent) is a plain paragraph before the field.',
      ]}
    />
  );
}
