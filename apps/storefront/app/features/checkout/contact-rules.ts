/**
 * The contact step's check in the browser, loaded with the first send: the contract's rules (zod,
 * the same the API applies) and spec §5's prompt ('enter recipient details'). The server checks again.
 */
import { checkoutUpdateBodySchema } from '@hadiya/contract/calls/checkout';
import { ruleKeyOf, ruleMessage, ruleParamsOf } from '@hadiya/contract/messages';
import { checkoutPromptMessages, contactPrompt } from '@hadiya/contract/orders';
import type { Locale } from '@hadiya/ui';
import { contactBodyOf } from './checkout-form-data';

const INPUTS: Record<string, string> = {
  'contact.name': 'contact_name',
  'contact.phone_number': 'contact_phone',
  'recipient.name': 'recipient_name',
  'recipient.phone_number': 'recipient_phone',
  'recipient.address': 'recipient_address',
  'recipient.email': 'recipient_email',
  'recipient.city_id': 'recipient_city_id',
};

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export function validateContact(
  form: FormData,
  { isGuest, asksSenderPhone = false, locale }: { isGuest: boolean; asksSenderPhone?: boolean; locale: Locale },
) {
  const body = contactBodyOf(form, { isGuest, asksSenderPhone });
  const isCafe = body.delivery_type === 'cafe_pickup';
  const errors: Record<string, string> = {};
  const parsed = checkoutUpdateBodySchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      let input = INPUTS[path] ?? String(issue.path[issue.path.length - 1] ?? path);
      if (isCafe && input === 'recipient_name') input = 'pickup_name';
      if (isCafe && input === 'recipient_phone') input = 'pickup_phone';
      // The issue's own values fill its text (the message card's "at most {max} characters").
      errors[input] ??= ruleMessage(ruleKeyOf(issue), locale, ruleParamsOf(issue));
    }
  }
  const recipient = body.recipient ?? null;
  // The signed-in shopper's own mobile, when asked for, is required like a guest's (the server's
  // contact step agrees).
  const senderPhonePrompt = asksSenderPhone && !body.contact?.phone_number ? 'enter_recipient_details' : null;
  const prompt = contactPrompt({
    isGuest,
    contactName: body.contact?.name ?? null,
    contactPhone: body.contact?.phone_number ?? null,
    deliveryType: body.delivery_type ?? null,
    recipientName: recipient?.name ?? null,
    recipientCityId: idOf(recipient?.city_id),
    recipientAddress: recipient?.address ?? null,
    recipientPhone: recipient?.phone_number ?? null,
    recipientSuppliesAddress: body.recipient_supplies_address ?? false,
    cafeBranchId: idOf(body.cafe_branch_id),
    deliveryDate: body.delivery_date ?? null,
    slotId: idOf(body.slot_id),
    termsAccepted: false,
    couponApplied: false,
    walletHalalas: 0,
    amountDueHalalas: 0,
    paymentMethod: null,
  });
  const first = prompt ?? senderPhonePrompt;
  return { errors, prompt: first ? checkoutPromptMessages[first][locale] : null };
}
