import type { Translations } from '@hadiya/ui';
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{ skipToContent: NoMessageValues }>({
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Skip to content' },
});

export const arabic: Translations<typeof messages> = {
  skipToContent: 'انتقل إلى المحتوى',
};
