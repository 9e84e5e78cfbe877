/**
 * The contact step's check in the browser, loaded with the first send: the contract's rules (zod,
 * the same the API applies) and spec §5's prompt ('enter recipient details'). The server checks again.
 */
import { checkoutUpdateBodySchema } from '@hadiya/contract/calls/checkout';
import { type RuleMessageKey, ruleKeyOf, ruleMessage, ruleParamsOf } from '@hadiya/contract/messages';
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
const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/**
 * The inputs §5's 'enter recipient details' prompt asks for and the shopper left empty, in the
 * form's order, each with its message: the fields the prompt is about, so they can be marked and
 * the first one focused (the prompt alone said nothing of where to look).
 */
function missingInputs(
  body: ReturnType<typeof contactBodyOf>,
  { isGuest, asksSenderPhone }: { isGuest: boolean; asksSenderPhone: boolean },
): Array<[input: string, key: RuleMessageKey]> {
  const missing: Array<[string, RuleMessageKey]> = [];
  if (isGuest && isBlank(body.contact?.name)) missing.push(['contact_name', 'name_required']);
  if ((isGuest || asksSenderPhone) && isBlank(body.contact?.phone_number)) {
    missing.push(['contact_phone', 'phone_required']);
  }
  const recipient = body.recipient ?? null;
  if (body.delivery_type === 'cafe_pickup') {
    if (isBlank(recipient?.name)) missing.push(['pickup_name', 'name_required']);
  } else if (body.delivery_type === 'friend_delivery') {
    if (isBlank(recipient?.name)) missing.push(['recipient_name', 'name_required']);
    if (isBlank(recipient?.phone_number)) missing.push(['recipient_phone', 'phone_required']);
    if (!body.recipient_supplies_address) {
      if (recipient?.city_id === null || recipient?.city_id === undefined) {
        missing.push(['recipient_city_id', 'required']);
      }
      if (isBlank(recipient?.address)) missing.push(['recipient_address', 'required']);
    }
  }
  return missing;
}

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
  if (first) {
    // The prompt's own fields, marked like any other broken rule (the zod rules' messages first).
    for (const [input, key] of missingInputs(body, { isGuest, asksSenderPhone })) {
      errors[input] ??= ruleMessage(key, locale);
    }
  }
  return { errors, prompt: first ? checkoutPromptMessages[first][locale] : null };
}
