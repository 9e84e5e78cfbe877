import { describe, expect, it } from 'vitest';
import { validateContact } from './contact-rules';

/** The contact step's inputs as the browser sends them (empty fields included). */
function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const emptyFriendDelivery = {
  intent: 'contact',
  contact_name: '',
  contact_phone: '',
  contact_email: '',
  delivery_type: 'friend_delivery',
  recipient_name: '',
  recipient_phone: '',
  recipient_city_id: '3',
  recipient_email: '',
  recipient_address: '',
  pickup_name: '',
  pickup_phone: '',
  message_card: '',
};

describe('validateContact', () => {
  it.each([
    {
      locale: 'en',
      prompt: 'Please enter the recipient details',
      name: 'Name is required',
      phone: 'Phone number is required',
      other: 'This field is required',
    },
    { locale: 'ar', prompt: undefined, name: 'الاسم مطلوب', phone: 'رقم الجوال مطلوب', other: 'هذا الحقل مطلوب' },
  ] as const)('an empty form names each missing required field with the prompt ($locale)', (texts) => {
    const verdict = validateContact(formOf(emptyFriendDelivery), { isGuest: true, locale: texts.locale });
    if (texts.prompt) expect(verdict.prompt).toBe(texts.prompt);
    expect(verdict.prompt).toBeTruthy();
    expect(verdict.errors).toEqual({
      contact_name: texts.name,
      contact_phone: texts.phone,
      recipient_name: texts.name,
      recipient_phone: texts.phone,
      recipient_address: texts.other,
    });
  });

  it('a signed-in shopper is asked only for the recipient; the address not when the recipient gives it', () => {
    const verdict = validateContact(formOf({ ...emptyFriendDelivery, recipient_supplies_address: 'on' }), {
      isGuest: false,
      locale: 'en',
    });
    expect(Object.keys(verdict.errors)).toEqual(['recipient_name', 'recipient_phone']);
  });

  it('cafe pickup asks for the pickup name, not the friend’s fields', () => {
    const verdict = validateContact(
      formOf({ ...emptyFriendDelivery, delivery_type: 'cafe_pickup', cafe_branch_id: '1' }),
      { isGuest: false, locale: 'en' },
    );
    expect(verdict.errors).toEqual({ pickup_name: 'Name is required' });
  });

  it('a complete form has neither prompt nor errors', () => {
    const verdict = validateContact(
      formOf({
        ...emptyFriendDelivery,
        contact_name: 'Omar',
        contact_phone: '501234567',
        recipient_name: 'Sara',
        recipient_phone: '551234567',
        recipient_address: 'King Fahd Road',
      }),
      { isGuest: true, locale: 'en' },
    );
    expect(verdict).toEqual({ errors: {}, prompt: null });
  });
});
