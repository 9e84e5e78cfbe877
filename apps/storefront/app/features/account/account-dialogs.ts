/**
 * The account dialogs by name (spec §2: sign-in dialogs switch to each other by name), and how any
 * page opens one. This small module rides in the initial bundle; the dialogs themselves
 * (`account-flow.tsx`) load when one opens.
 */
import { createContext, useContext } from 'react';

export type AccountDialogName =
  | 'signin'
  | 'signin-email'
  | 'signup'
  | 'forgot-password'
  | 'account-name'
  | 'logout'
  | 'delete-account';

export interface AccountRequest {
  dialog: AccountDialogName;
  /** Runs once the shopper has signed in (an account page opened by a signed-out visitor). */
  onSignedIn?: () => void;
}

export interface AccountDialogs {
  open: (dialog: AccountDialogName, onSignedIn?: () => void) => void;
}

export const AccountDialogsContext = createContext<AccountDialogs>({ open: () => undefined });

export function useAccountDialogs(): AccountDialogs {
  return useContext(AccountDialogsContext);
}
