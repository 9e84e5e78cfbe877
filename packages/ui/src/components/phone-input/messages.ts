import { defineMessages } from 'react-intl';
import type { Translations } from '../../i18n/translations';

// Typed so `formatMessage` accepts the placeholders (react-intl 12 infers no values otherwise).
type Values = {
  label: Record<never, never>;
  countryCode: Record<never, never>;
  countryOption: { name: string; code: string };
  lengthError: { n: number; code: string };
  saudiArabia: Record<never, never>;
  bahrain: Record<never, never>;
  kuwait: Record<never, never>;
  qatar: Record<never, never>;
  india: Record<never, never>;
};

export const messages = defineMessages<Values>({
  label: { id: 'ui.phoneInput.label', defaultMessage: 'Mobile number' },
  countryCode: { id: 'ui.phoneInput.countryCode', defaultMessage: 'Country code' },
  countryOption: { id: 'ui.phoneInput.countryOption', defaultMessage: '{name} (\u2066+{code}\u2069)' },
  // `{n, number}`: the length in the page's digits (Arabic-Indic in Arabic); the calling code stays
  // Latin, as the field shows it.
  lengthError: {
    id: 'ui.phoneInput.lengthError',
    defaultMessage: 'Phone number must be exactly {n, number} digits for country code +{code}.',
  },
  saudiArabia: { id: 'ui.phoneInput.country.sa', defaultMessage: 'Saudi Arabia' },
  bahrain: { id: 'ui.phoneInput.country.bh', defaultMessage: 'Bahrain' },
  kuwait: { id: 'ui.phoneInput.country.kw', defaultMessage: 'Kuwait' },
  qatar: { id: 'ui.phoneInput.country.qa', defaultMessage: 'Qatar' },
  india: { id: 'ui.phoneInput.country.in', defaultMessage: 'India' },
});

export const arabic: Translations<typeof messages> = {
  label: 'رقم الجوال',
  countryCode: 'رمز الدولة',
  countryOption: '{name} (\u2066+{code}\u2069)',
  lengthError:
    'يجب أن يتكون رقم الجوال من {n, plural, one {رقم واحد} two {رقمين} few {{n, number} أرقام} many {{n, number} رقمًا} other {{n, number} رقم}} بالضبط لرمز الدولة \u2066+{code}\u2069.',
  saudiArabia: 'السعودية',
  bahrain: 'البحرين',
  kuwait: 'الكويت',
  qatar: 'قطر',
  india: 'الهند',
};
