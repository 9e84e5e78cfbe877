/** A guest on a signed-in page gets the sign-in dialog, and the page once signed in (the loaders run again). */
import { Button, EmptyState } from '@hadiya/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAccountDialogs } from '../account/account-dialogs';
import { messages } from './account-pages.messages';

export function SignInFirst() {
  const intl = useIntl();
  const dialogs = useAccountDialogs();
  useEffect(() => dialogs.open('signin'), [dialogs]);
  return (
    <EmptyState variant="data" level={2} title={intl.formatMessage(messages.signInFirst)}>
      <Button onClick={() => dialogs.open('signin')}>{intl.formatMessage(messages.signIn)}</Button>
    </EmptyState>
  );
}
