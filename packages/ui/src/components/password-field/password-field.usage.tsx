import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { PasswordField } from './password-field';

function NewPassword({ hasError }: { hasError?: boolean }) {
  const sample = useSample();
  return (
    <PasswordField
      label={sample({ ar: 'كلمة المرور الجديدة', en: 'New password' })}
      autoComplete="new-password"
      isRequired
      defaultValue={hasError ? '123' : undefined}
      hint={hasError ? undefined : sample({ ar: '٦ أحرف على الأقل', en: 'At least 6 characters' })}
      errorMessage={
        hasError
          ? sample({ ar: 'يجب ألا تقل كلمة المرور عن ٦ أحرف', en: 'Password must be at least 6 characters' })
          : undefined
      }
    />
  );
}

/** Usage notes on PasswordField's docs page (`parameters.docs.usage`). */
export function PasswordFieldUsage() {
  return (
    <UsageNotes
      when={[
        'A password in e-mail sign-in, sign-up and a new password after a reset. The show/hide toggle sits at the end of the field (the left in Arabic).',
        'A one-time code is an `OtpInput` and other text is a `TextField`. The password rules are in spec §5: at least 6 characters, and the confirmation must match.',
      ]}
      dos={[
        {
          text: 'Pass `autoComplete="new-password"` for sign-up and a new password, so password managers offer to save it. The default is `current-password`, which is right for sign-in.',
          example: <NewPassword />,
        },
        {
          text: 'Put the rule in `hint` and the failure in `errorMessage`. Both are tied to the input with `aria-describedby`, and the error also sets `aria-invalid`.',
          example: <NewPassword hasError />,
        },
      ]}
      donts={[
        {
          text: 'Pass `isRevealed` without `onRevealedChange`. A controlled toggle only reports the press, so it would do nothing.',
        },
        { text: 'Rely on a placeholder for the rule, because it disappears as soon as the shopper types. Use `hint`.' },
      ]}
      keyboard={[
        ['Tab', 'Moves to the input, then to the show/hide button (skipped when the field is disabled).'],
        ['Enter / Space', 'On the toggle, shows or hides the text. Focus stays on the button.'],
      ]}
      screenReader={[
        'The input is labelled by the visible label. A required field is announced “required” once, from the input’s native `required` (the asterisk itself is hidden).',
        'The toggle is one button named “Show password” with `aria-pressed`, which is `true` while the text is shown. Its eye icon is hidden.',
      ]}
    />
  );
}
