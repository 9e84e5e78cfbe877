import { LogIn } from 'lucide-react';
import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { Button } from '../button';

/** Usage notes on SignInDialog's docs page (`parameters.docs.usage`). */
export function SignInDialogUsage() {
  return (
    <UsageNotes
      when={[
        'The whole sign-in and sign-up flow in one dialog (spec §2): the app names the `view` — `signin`, `signin-email`, `signup`, `forgot-password`, `otp`, `new-password`, `account-name` — and passes that step (`MobileSignInStep`, `EmailSignInForm`, `SignUpForm`, `OtpStep` …) as children.',
        'Any other short task is a plain `Dialog`; a server message is a `MessageDialog`, shown once this dialog has closed.',
      ]}
      dos={[
        {
          text: 'Open it from a “Sign in” button (the side menu’s Sign In, or a page that needs an account). The login icon points along the line, so it is mirrored in Arabic.',
          example: (
            <Button variant="secondary" startIcon={<LogIn aria-hidden className="rtl:-scale-x-100" />}>
              <Sample ar="تسجيل الدخول" en="Sign in" />
            </Button>
          ),
        },
        {
          text: 'Move between steps by changing `view` on the one open dialog: the title follows the view, and focus moves to the new view’s first field (or button).',
        },
        {
          text: 'Pass `onBack` on the views after the first: a back button with a mirrored arrow, named “Back”, appears before the title.',
        },
      ]}
      donts={[
        {
          text: 'Open a second dialog for the next step (the code, the name prompt): switch `view`, so there is never more than one overlay.',
        },
        {
          text: 'Pass `title` for the usual views: each already has its own (“Sign in”, “Verification code” …); `title` is for wording none of them covers.',
        },
      ]}
      keyboard={[
        [
          'Tab / Shift+Tab',
          'Move through Back, the step’s fields and buttons and the close button; focus is trapped inside while it is open.',
        ],
        ['Enter / Space', 'On Back calls `onBack`; on the close button closes the dialog.'],
        ['Escape', 'Closes it through `onOpenChange(false)`, as do the overlay and the close button.'],
      ]}
      screenReader={[
        'A dialog named by the view’s title; it has no description (`aria-describedby` is off), so each step’s texts are read as the shopper reaches them.',
        'When it opens, focus goes to the step’s first enabled field; when the view changes, to the new step’s first field or button, so focus never stays on content that has gone.',
        'Back is an icon button named “Back”, the close button “Close”; on close, focus returns to whatever opened the dialog.',
      ]}
    />
  );
}
