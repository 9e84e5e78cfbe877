export { CorporateGiftForm, type CorporateGiftFormProps, type CorporateGiftValues } from './corporate-gift-form';
