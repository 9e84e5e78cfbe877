import type { Translations } from '@hadiya/ui';
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'authCallback.title', defaultMessage: 'Signing you in' },
  text: { id: 'authCallback.text', defaultMessage: 'Signing you in… This window closes by itself.' },
});

export const arabic: Translations<typeof messages> = {
  title: 'جار تسجيل دخولك',
  text: 'جار تسجيل دخولك… تغلق هذه النافذة من تلقاء نفسها.',
};
