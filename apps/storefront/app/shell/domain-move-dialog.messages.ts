import type { Translations } from '@hadiya/ui';
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  description: { host: string };
  go: { host: string };
  stay: NoMessageValues;
}>({
  title: { id: 'domainMove.title', defaultMessage: 'We have moved' },
  description: {
    id: 'domainMove.description',
    defaultMessage: 'Hadiya now lives at {host}. Your city and language come with you.',
  },
  go: { id: 'domainMove.go', defaultMessage: 'Go to {host}' },
  stay: { id: 'domainMove.stay', defaultMessage: 'Stay here for now' },
});

export const arabic: Translations<typeof messages> = {
  title: 'انتقلنا إلى عنوان جديد',
  description: 'أصبح متجر هدية على {host}. مدينتك ولغتك تنتقلان معك.',
  go: 'الانتقال إلى {host}',
  stay: 'البقاء هنا الآن',
};
