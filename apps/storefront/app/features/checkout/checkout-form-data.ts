/**
 * The contact step's form as the checkout update the API takes (`PUT /checkout`): one reading for
 * the server action (a post before hydration) and the browser's check before it posts. Zod-free.
 */
import type { CheckoutUpdateBody } from '@hadiya/contract/calls/checkout';
import { DEFAULT_PHONE_CODE } from '@hadiya/contract/constants';

const textOf = (form: FormData, name: string): string => String(form.get(name) ?? '').trim();
const orNull = (value: string): string | null => (value === '' ? null : value);
const idOf = (value: string): number | null => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** Field names of the contact step (the recipient's National Address fields share the API's names). */
export const NATIONAL_ADDRESS_FIELDS = [
  'building_number',
  'street',
  'district',
  'postal_code',
  'additional_number',
  'unit',
  'short_address',
] as const;

/** `{date}|{slot id}` of the slot radios. */
export function slotValue(date: string, slotId: number): string {
  return `${date}|${slotId}`;
}

/**
 * `asksSenderPhone`: a signed-in shopper without a mobile on the profile gives one (`contact_phone`),
 * kept as the draft's contact phone and placed on the order as the sender's.
 */
export function contactBodyOf(
  form: FormData,
  { isGuest, asksSenderPhone = false }: { isGuest: boolean; asksSenderPhone?: boolean },
): CheckoutUpdateBody {
  const deliveryType = textOf(form, 'delivery_type');
  const isCafe = deliveryType === 'cafe_pickup';
  const [date = '', slot = ''] = textOf(form, 'delivery_slot').split('|');
  const suppliesAddress = !isCafe && form.get('recipient_supplies_address') === 'on';
  const nationalAddress = Object.fromEntries(
    NATIONAL_ADDRESS_FIELDS.map((field) => [field, isCafe || suppliesAddress ? null : orNull(textOf(form, field))]),
  );
  return {
    ...(isGuest
      ? {
          contact: {
            name: orNull(textOf(form, 'contact_name')),
            phone_code: DEFAULT_PHONE_CODE,
            phone_number: orNull(textOf(form, 'contact_phone')),
            email: orNull(textOf(form, 'contact_email')),
          },
        }
      : asksSenderPhone
        ? { contact: { phone_code: DEFAULT_PHONE_CODE, phone_number: orNull(textOf(form, 'contact_phone')) } }
        : {}),
    delivery_type: deliveryType === 'cafe_pickup' || deliveryType === 'friend_delivery' ? deliveryType : null,
    recipient: {
      name: orNull(textOf(form, isCafe ? 'pickup_name' : 'recipient_name')),
      city_id: isCafe || suppliesAddress ? null : idOf(textOf(form, 'recipient_city_id')),
      address: isCafe || suppliesAddress ? null : orNull(textOf(form, 'recipient_address')),
      email: isCafe ? null : orNull(textOf(form, 'recipient_email')),
      phone_code: DEFAULT_PHONE_CODE,
      phone_number: orNull(textOf(form, isCafe ? 'pickup_phone' : 'recipient_phone')),
      ...nationalAddress,
    },
    recipient_supplies_address: suppliesAddress,
    hide_sender_name: form.get('hide_sender_name') === 'on',
    cafe_branch_id: isCafe ? idOf(textOf(form, 'cafe_branch_id')) : null,
    // The recipient picks the slot through the link when they supply the address.
    delivery_date: suppliesAddress ? null : orNull(date),
    slot_id: suppliesAddress ? null : idOf(slot),
    message_card: textOf(form, 'message_card'),
  };
}

/** Engraving texts the shopper changed, by cart line id (`engrave_{id}` fields). */
export function engravingsOf(form: FormData): Map<number, string> {
  const changes = new Map<number, string>();
  for (const [name, value] of form.entries()) {
    const match = /^engrave_(\d+)$/.exec(name);
    if (match) changes.set(Number(match[1]), String(value).trim());
  }
  return changes;
}
