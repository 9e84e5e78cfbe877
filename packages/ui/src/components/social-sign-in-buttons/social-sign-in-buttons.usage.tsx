import { UsageNotes } from '../../docs/foundations';
import { SocialSignInButtons } from './social-sign-in-buttons';

/** Usage notes on SocialSignInButtons' docs page (`parameters.docs.usage`). */
export function SocialSignInButtonsUsage() {
  return (
    <UsageNotes
      when={[
        'Signing in with Google, Apple or Facebook (spec §1, `login_type` google / apple / facebook): under the mobile number in the `signin` view, through `MobileSignInStep`’s `socialButtons`.',
        'The other ways in are the mobile number (`MobileSignInStep`) and e-mail and password (`EmailSignInForm`).',
      ]}
      dos={[
        {
          text: 'Keep the three providers in their default order (Google, Apple, Facebook) with their own marks; `providers` shows fewer or changes the order where a provider is not offered.',
          example: <SocialSignInButtons />,
        },
        {
          text: 'Open the provider’s popup from `onSelect(provider)` and pass `busyProvider` until it answers: that button shows a spinner and `aria-busy`, the others are locked, so only one popup runs.',
          example: <SocialSignInButtons busyProvider="google" />,
        },
      ]}
      donts={[
        {
          text: 'Recolour, redraw or mirror the brand marks: they are drawn as their owners publish them and are never mirrored in Arabic.',
        },
        {
          text: 'Shorten the text to the brand’s name: “Continue with Google” says what happens; the brand name stays in Latin letters on Arabic pages too.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'Moves through the buttons in order; disabled ones (with `isDisabled`, or while another provider runs) are skipped.',
        ],
        ['Enter / Space', 'Calls `onSelect` with that provider.'],
      ]}
      screenReader={[
        'A group named “Sign in with another account”; each button is named by its text (“Continue with Apple”), the marks are `aria-hidden`.',
        'While its popup runs the busy button has `aria-busy="true"` and, like the others, is disabled.',
      ]}
    />
  );
}
