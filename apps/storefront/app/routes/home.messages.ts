import type { Translations } from '@hadiya/ui';
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  heading: NoMessageValues;
  headingCity: { city: string };
  intro: NoMessageValues;
  categories: NoMessageValues;
  chooseCity: NoMessageValues;
  sameDay: NoMessageValues;
}>({
  title: { id: 'home.title', defaultMessage: 'Gifts and plants delivered across Saudi Arabia' },
  description: {
    id: 'home.description',
    defaultMessage:
      'Potted plants, laser-engraved gifts, gift cards and add-ons, delivered to a friend or picked up at a cafe.',
  },
  heading: { id: 'home.heading', defaultMessage: 'Gifts that grow' },
  headingCity: { id: 'home.headingCity', defaultMessage: 'Gifts that grow, delivered in {city}' },
  intro: {
    id: 'home.intro',
    defaultMessage: 'Plants in pots, engraved keepsakes and gift cards, wrapped and delivered for you.',
  },
  categories: { id: 'home.categories', defaultMessage: 'Shop by category' },
  chooseCity: { id: 'home.chooseCity', defaultMessage: 'Choose your city to see what we deliver there.' },
  sameDay: { id: 'home.sameDay', defaultMessage: 'Same-day delivery' },
});

export const arabic: Translations<typeof messages> = {
  title: 'هدايا ونباتات توصل إلى كل مدن المملكة',
  description: 'نباتات في أصص، وهدايا محفورة بالليزر، وبطاقات إهداء وإضافات، توصل إلى صديقك أو تستلمها من المقهى.',
  heading: 'هدايا تنمو',
  headingCity: 'هدايا تنمو، نوصلها في {city}',
  intro: 'نباتات في أصص، وتذكارات محفورة، وبطاقات إهداء، نغلفها ونوصلها عنك.',
  categories: 'تسوق حسب الفئة',
  chooseCity: 'اختر مدينتك لترى ما نوصله إليها.',
  sameDay: 'توصيل في نفس اليوم',
};
