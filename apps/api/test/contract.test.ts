import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ApiError,
  calls,
  checkoutUpdateBodySchema,
  corporateGiftsBodySchema,
  couponCodeBodySchema,
  createApiClient,
  digitsOnly,
  emailSchema,
  engravingLimitOf,
  engravingMaxLengthOf,
  engravingTextProblem,
  engravingTextSchema,
  fillMessage,
  formatSlotTime,
  giftRecipientBodySchema,
  idSchema,
  internationalPhoneNumber,
  isRuleMessageKey,
  messageCardBodySchema,
  normalizeDigits,
  normalizePhoneNumber,
  normalizeSearchText,
  operatorCouponCreateBodySchema,
  orderTrackBodySchema,
  otpSchema,
  PHONE_DIGITS_BY_CODE,
  phoneInputValue,
  phoneLengthMessage,
  phoneSchema,
  productSelectionSchema,
  recipientInputSchema,
  ruleKeyOf,
  ruleMessage,
  ruleMessages,
  ruleParamsOf,
  slotLabel,
  validatePhoneNumber,
} from '@hadiya/contract';
import { characterCount, clipCharacters } from '@hadiya/contract/characters';
import { isNationalAddressCode, MESSAGE_CARD_MAX_LENGTH, normalizeNationalAddressCode } from '@hadiya/contract/orders';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const CONTRACT_SOURCE = fileURLToPath(new URL('../../../packages/contract/src/', import.meta.url));

/** zod schemas and checks whose message follows what they check: `.max(n, 'key')`, `.regex(re, 'key')`, `.refine(fn, 'key')`. */
const MESSAGE_AFTER_VALUE = new Set([
  'min',
  'max',
  'length',
  'size',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'regex',
  'startsWith',
  'endsWith',
  'includes',
  'refine',
  'enum',
  'literal',
  'array',
  'object',
  'union',
  'tuple',
  'record',
]);
/** zod schemas and checks whose argument is the message: `z.uuid('key')`, `.positive('key')`, `z.string('key')`. */
const MESSAGE_ONLY = new Set([
  'string',
  'number',
  'boolean',
  'bigint',
  'date',
  'email',
  'uuid',
  'guid',
  'url',
  'datetime',
  'time',
  'int',
  'positive',
  'negative',
  'nonnegative',
  'nonpositive',
  'nonempty',
  'finite',
  'safe',
]);
/** Properties that carry a message: `{ error: 'key' }`, `{ message: 'key' }` (zod params, `ctx.addIssue`). */
const MESSAGE_PROPERTIES = new Set(['error', 'message']);

/** Where a string stands for what it is part of: `cond ? 'a' : 'b'`, `x ?? 'a'`, `('a')`, `'a' as const`. */
function positionOf(node: ts.Node): ts.Node {
  let at = node;
  for (;;) {
    const parent = at.parent;
    const passesThrough =
      ts.isParenthesizedExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isSatisfiesExpression(parent) ||
      (ts.isConditionalExpression(parent) && parent.condition !== at) ||
      (ts.isBinaryExpression(parent) &&
        parent.right === at &&
        (parent.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
          parent.operatorToken.kind === ts.SyntaxKind.BarBarToken));
    if (!passesThrough) return at;
    at = parent;
  }
}

const nameOf = (node: ts.Node): string | undefined =>
  ts.isIdentifier(node) ? node.text : ts.isPropertyAccessExpression(node) ? node.name.text : undefined;

/**
 * The contract's own helpers that take a message id (`requiredOr(key)`, `optionalPattern(re, key)`):
 * by name, the positions of their parameters named `key`, `message` or `error`, or typed `RuleMessageKey`.
 */
function messageHelpersOf(sources: ts.SourceFile[]): Map<string, Set<number>> {
  const helpers = new Map<string, Set<number>>();
  const add = (name: string, parameters: ts.NodeArray<ts.ParameterDeclaration>) => {
    const positions = new Set<number>();
    parameters.forEach((parameter, index) => {
      const named = ts.isIdentifier(parameter.name) && /^(key|message|error)$/.test(parameter.name.text);
      if (named || parameter.type?.getText().includes('RuleMessageKey')) positions.add(index);
    });
    if (positions.size > 0) helpers.set(name, new Set([...(helpers.get(name) ?? []), ...positions]));
  };
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) add(node.name.text, node.parameters);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      add(node.name.text, node.initializer.parameters);
    }
    ts.forEachChild(node, visit);
  };
  for (const source of sources) visit(source);
  return helpers;
}

/**
 * Every string the contract's schemas report as a zod issue message, with where: the message
 * argument of a zod check, an `error`/`message` property, or the key given to one of its helpers.
 * Reads every non-test `.ts` file under `packages/contract/src`.
 */
async function ruleKeysReportedByContract(): Promise<{ key: string; at: string }[]> {
  const files = (await readdir(CONTRACT_SOURCE, { recursive: true }))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  const sources = await Promise.all(
    files.map(async (file) =>
      ts.createSourceFile(
        file.split(path.sep).join('/'),
        await readFile(path.join(CONTRACT_SOURCE, file), 'utf8'),
        ts.ScriptTarget.Latest,
        true,
      ),
    ),
  );
  const helpers = messageHelpersOf(sources);
  const found: { key: string; at: string }[] = [];
  for (const source of sources) {
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const at = positionOf(node);
        const { parent } = at;
        let isMessage = false;
        if (ts.isPropertyAssignment(parent) && parent.initializer === at) {
          isMessage = MESSAGE_PROPERTIES.has(nameOf(parent.name) ?? '');
        } else if (ts.isCallExpression(parent) && parent.arguments.includes(at as ts.Expression)) {
          const index = parent.arguments.indexOf(at as ts.Expression);
          const callee = parent.expression;
          const name = nameOf(callee) ?? '';
          isMessage = ts.isPropertyAccessExpression(callee)
            ? MESSAGE_ONLY.has(name) || (MESSAGE_AFTER_VALUE.has(name) && index > 0)
            : (helpers.get(name)?.has(index) ?? false);
        }
        if (isMessage) {
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          found.push({ key: node.text, at: `${source.fileName}:${line}` });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('normalisation', () => {
  it('converts Arabic-Indic and Persian digits', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(digitsOnly('+٩٦٦ ٥٠-١٢٣')).toBe('96650123');
  });

  it.each([
    ['مُونْسْتِيرَا', 'مونستيرا'],
    // آلوفيرا normalises to الوفيرا, which reads like an article: indexing and querying agree on وفيرا.
    ['أوركيد إيشيفيريا آلوفيرا ٱلورد', 'اوركيد ايشيفيريا وفيرا ورد'],
    ['هديـــة', 'هديه'],
    ['مستشفى', 'مستشفي'],
    ['الطائفي', 'طايفي'],
    ['والورد بالليزر للنباتات', 'ورد ليزر نباتات'],
    ['Monstera  DELICIOSA!', 'monstera deliciosa'],
    ['بطاقة ١٠٠ ريال', 'بطاقه 100 ريال'],
    ['ال', 'ال'],
  ])('normalizeSearchText(%s) = %s', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });
});

describe('phone rules (spec §5)', () => {
  it('knows the lengths by country code', () => {
    expect(PHONE_DIGITS_BY_CODE).toMatchObject({ '966': 9, '973': 8, '965': 8, '974': 8, '91': 10 });
  });

  it('accepts 9 Saudi digits and the local 05 form', () => {
    expect(normalizePhoneNumber('966', '0501234567')).toBe('501234567');
    expect(normalizePhoneNumber('966', '٠٥٠١٢٣٤٥٦٧')).toBe('501234567');
    expect(normalizePhoneNumber('966', '+966 50 123 4567')).toBe('501234567');
    expect(validatePhoneNumber('966', '501234567')).toBeNull();
    expect(validatePhoneNumber('966', '0501234567')).toBeNull();
    expect(validatePhoneNumber('966', '50123456')).toEqual({ key: 'phone_length', params: { n: 9, code: '966' } });
    expect(phoneLengthMessage('966')).toBe('Phone number must be exactly 9 digits for country code +966.');
    expect(phoneLengthMessage('973', 'ar')).toBe(
      'يجب أن يتكون رقم الجوال من ٨ أرقام بالضبط لرمز الدولة \u2066+973\u2069.',
    );
    expect(validatePhoneNumber('91', '9876543210')).toBeNull();
    expect(phoneInputValue('965', '5551234599')).toBe('55512345');
  });

  it('keeps a Saudi number typed in its local form until it is complete', () => {
    // Typed digit by digit: the trunk zero stays, one digit more than the national length.
    expect(phoneInputValue('966', '05')).toBe('05');
    expect(phoneInputValue('966', '051234567')).toBe('051234567');
    expect(phoneInputValue('966', '0512345678')).toBe('512345678');
    // A pasted local number with extra digits is cut, then normalised.
    expect(phoneInputValue('966', '05123456789')).toBe('512345678');
    expect(phoneInputValue('966', '٠٥١٢٣٤٥٦٧٨٩')).toBe('512345678');
    // The international forms lose their prefix.
    expect(phoneInputValue('966', '00966512345678')).toBe('512345678');
    expect(phoneInputValue('966', '966512345678')).toBe('512345678');
    // Extra input is ignored; a caller may give its own length.
    expect(phoneInputValue('966', '5123456789')).toBe('512345678');
    expect(phoneInputValue('44', '07911123456', 10)).toBe('0791112345');
  });

  it('writes a stored number in its international form, the default code when it has none', () => {
    expect(internationalPhoneNumber('966', '501234567')).toBe('966501234567');
    expect(internationalPhoneNumber('973', '36123456')).toBe('97336123456');
    expect(internationalPhoneNumber(null, '501234567')).toBe('966501234567');
    expect(internationalPhoneNumber(undefined, '501234567')).toBe('966501234567');
    // Parts are taken as stored: a code of its own, even empty, is kept; no '+' or zero is touched.
    expect(internationalPhoneNumber('', '501234567')).toBe('501234567');
    expect(internationalPhoneNumber('+966', '0501234567')).toBe('+9660501234567');
    expect(internationalPhoneNumber(null, '')).toBe('966');
  });

  it('phoneSchema normalises and names the field', () => {
    expect(phoneSchema.parse({ phone_code: '+966', phone_number: '0501234567' })).toEqual({
      phone_code: '966',
      phone_number: '501234567',
    });
    const result = phoneSchema.safeParse({ phone_code: '974', phone_number: '123' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['phone_number']);
  });

  it('otp, email and ids', () => {
    expect(otpSchema.parse('١٢٣٤')).toBe('1234');
    expect(otpSchema.parse(123)).toBe('0123');
    expect(otpSchema.safeParse('12345').success).toBe(false);
    expect(emailSchema.safeParse('a@b.net').error?.issues[0]?.message).toBe('email_must_end_with_com');
    expect(ruleMessage('email_must_end_with_com', 'en')).toBe('Email must end with .com');
    expect(emailSchema.parse(' A@B.COM ')).toBe('a@b.com');
    expect(idSchema.parse('٤٢')).toBe(42);
    expect(idSchema.safeParse('0').success).toBe(false);
    expect(idSchema.safeParse('1e3').success).toBe(false);
  });
});

describe('National Address codes (reference §7): Arabic-Indic and Persian digits', () => {
  const parse = (fields: Record<string, unknown>) => recipientInputSchema.safeParse({ phone_code: '966', ...fields });
  const keysOf = (fields: Record<string, unknown>) =>
    parse(fields).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('are kept in Western digits, whichever digits the shopper typed', () => {
    for (const [building, postal, additional, short] of [
      ['٣٢٤٥', '١٢٣٤٥', '٦٧٨٩', 'RRRD٢٩٢٩'],
      ['۳۲۴۵', '۱۲۳۴۵', '۶۷۸۹', 'rrrd ۲۹۲۹'],
      [' 3245 ', '12345', '6789', 'RRRD2929'],
      ['3٢4۵', '1٢3۴5', '6٧8۹', ' rrrd  2929 '],
    ]) {
      const parsed = parse({
        building_number: building,
        postal_code: postal,
        additional_number: additional,
        short_address: short,
      });
      expect(parsed.error?.issues).toBeUndefined();
      expect(parsed.data).toMatchObject({
        building_number: '3245',
        postal_code: '12345',
        additional_number: '6789',
        short_address: 'RRRD2929',
      });
    }
    // The recipient's own form (the SMS link) and the checkout update take them the same way.
    const gift = giftRecipientBodySchema.parse({
      address: 'King Fahd Rd 1',
      building_number: '٣٢٤٥',
      postal_code: '۱۲۳۴۵',
      delivery_date: '2026-11-25',
      slot_id: '١',
    });
    expect(gift).toMatchObject({ building_number: '3245', postal_code: '12345', slot_id: 1 });
    const update = checkoutUpdateBodySchema.parse({ recipient: { additional_number: '٦٧٨٩' } });
    expect(update.recipient?.additional_number).toBe('6789');
  });

  it('a wrong length still fails with the field’s own key, in any digits', () => {
    expect(
      keysOf({ building_number: '٣٢٤', postal_code: '۱۲۳۴', additional_number: '٦٧٨٩٠', short_address: 'RRR٢٩٢٩٩' }),
    ).toEqual([
      ['building_number', 'building_number_invalid'],
      ['postal_code', 'postal_code_invalid'],
      ['additional_number', 'additional_number_invalid'],
      ['short_address', 'short_address_invalid'],
    ]);
    expect(keysOf({ building_number: '۳۲۴۵۶' })).toEqual([['building_number', 'building_number_invalid']]);
    expect(keysOf({ postal_code: '12a45' })).toEqual([['postal_code', 'postal_code_invalid']]);
    expect(keysOf({ short_address: '١٢٣٤RRRD' })).toEqual([['short_address', 'short_address_invalid']]);
    // Other scripts' digits are not converted (only Arabic-Indic and Persian are).
    expect(keysOf({ building_number: '३२४५' })).toEqual([['building_number', 'building_number_invalid']]);
    expect(ruleMessage('building_number_invalid', 'ar')).toBe('يجب أن يتكون رقم المبنى من أربعة أرقام');
  });

  it('stay optional: empty, null and absent pass as before', () => {
    expect(parse({}).success).toBe(true);
    const blank = parse({ building_number: '', postal_code: '  ', additional_number: null, short_address: undefined });
    expect(blank.error?.issues).toBeUndefined();
    expect(blank.data).toMatchObject({ building_number: '', postal_code: '', additional_number: null });
    expect(blank.data?.short_address).toBeUndefined();
  });

  it('the storefront’s zod-free check is the schema’s rule', () => {
    for (const [field, value] of [
      ['building_number', '٣٢٤٥'],
      ['building_number', '٣٢٤'],
      ['postal_code', '۱۲۳۴۵'],
      ['postal_code', '1234'],
      ['additional_number', ''],
      ['short_address', 'rrrd ٢٩٢٩'],
      ['short_address', 'RRR29299'],
    ] as const) {
      const parsed = parse({ [field]: value });
      expect(isNationalAddressCode(field, value), `${field} ${value}`).toBe(parsed.success);
      if (parsed.success) expect(parsed.data[field]).toBe(normalizeNationalAddressCode(field, value));
    }
  });
});

describe('other codes a shopper types', () => {
  it('track gift’s order number and a coupon code take Arabic-Indic and Persian digits', () => {
    expect(orderTrackBodySchema.parse({ order_number: ' hd-١٠٠٠٢٣ ', phone_number: '٠٥١٢٣٤٥٦٧٨' })).toMatchObject({
      order_number: 'HD-100023',
      phone_number: '512345678',
    });
    expect(orderTrackBodySchema.parse({ order_number: 'HD-۱۰۰۰۲۳', phone_number: '512345678' }).order_number).toBe(
      'HD-100023',
    );
    expect(couponCodeBodySchema.parse({ code: 'welcome١٠' }).code).toBe('WELCOME10');
    expect(couponCodeBodySchema.parse({ code: 'GIFT۵۰' }).code).toBe('GIFT50');
  });
});

describe('rule messages', () => {
  it('every rule message id the contract reports has both languages', async () => {
    const reported = await ruleKeysReportedByContract();
    // The recogniser sees every way the contract names a rule (a self-check: none may go unseen).
    const keys = new Set(reported.map(({ key }) => key));
    for (const key of [
      'phone_required', // requiredOr('…')
      'message_card_required', // z.string({ error: '…' })
      'rating_invalid', // z.enum(…, { error: '…' })
      'ends_before_start', // .refine(fn, { message: '…' })
      'access_token_required', // ctx.addIssue({ message: '…' })
      'coupon_code_invalid', // .regex(re, '…')
      'must_not_be_zero', // .refine(fn, '…')
      'message_card_too_long', // .max(n, '…')
      'order_not_found', // z.uuid('…')
      'must_be_positive_integer', // .positive('…')
      'building_number_invalid', // a helper's key parameter
      'password_required', // `message: issue ?? '…'`
    ]) {
      expect(keys, key).toContain(key);
    }
    const undefinedKeys = reported.filter(({ key }) => !isRuleMessageKey(key)).map(({ key, at }) => `${key} (${at})`);
    expect(undefinedKeys).toEqual([]);
    for (const [key, text] of Object.entries(ruleMessages)) {
      expect(text.en, key).toBeTruthy();
      expect(text.ar, key).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('rule of a zod issue (ruleKeyOf, ruleParamsOf)', () => {
  const verdictOf = (issue: Parameters<typeof ruleKeyOf>[0] & object) => ({
    key: ruleKeyOf(issue),
    params: ruleParamsOf(issue),
  });
  const form = {
    name: 'Faisal',
    company_name: 'Acme',
    email: 'faisal@acme.com',
    phone_number: '0551234567',
    description: 'Desk plants',
    city: 'Jeddah',
  };

  it('a text over its limit is too_long with its {max}, never "invalid type", and 0 of a quantity out of its range', () => {
    const issues = corporateGiftsBodySchema.safeParse({ ...form, name: 'x'.repeat(101), quantity: '0' }).error?.issues;
    expect(issues?.map(verdictOf)).toEqual([
      { key: 'too_long', params: { max: 100 } },
      { key: 'quantity_out_of_range', params: { min: 1, max: 100_000 } },
    ]);
    expect(ruleMessage('too_long', 'en', { max: 100 })).toBe('Must be at most 100 characters');
  });

  it('keeps a rule’s own key, and a missing required field says so', () => {
    const issues = corporateGiftsBodySchema.safeParse({ ...form, name: undefined, email: 'nope' }).error?.issues;
    expect(issues?.map((issue) => ruleKeyOf(issue))).toEqual(['name_required', 'email_invalid']);
    expect(ruleKeyOf({ code: 'invalid_type', message: 'Invalid input: expected string, received undefined' })).toBe(
      'required',
    );
    expect(ruleKeyOf({ code: 'too_big', origin: 'array', message: 'Too big' })).toBe('too_many_items');
  });

  it('the message card counts characters as the shopper sees them: an emoji, a flag or a letter with tashkeel is one', () => {
    expect(characterCount('😀🇸🇦👨‍👩‍👧بُx')).toBe(5);
    expect(clipCharacters('😀🇸🇦👨‍👩‍👧', 2)).toBe('😀🇸🇦');
    const emoji = '🌷'.repeat(MESSAGE_CARD_MAX_LENGTH);
    expect(emoji.length).toBe(MESSAGE_CARD_MAX_LENGTH * 2);
    expect(messageCardBodySchema.safeParse({ message_card: emoji }).success).toBe(true);
    const over = messageCardBodySchema.safeParse({ message_card: `${emoji}🌷` }).error?.issues[0];
    expect(over && ruleMessage(ruleKeyOf(over), 'en', ruleParamsOf(over))).toBe(
      `Message card must be at most ${MESSAGE_CARD_MAX_LENGTH} characters`,
    );
  });

  it('a checkout, order or operator rule is told in its own words, with its limit', () => {
    const say = (issue: object | undefined, lang: 'ar' | 'en') =>
      issue && ruleMessage(ruleKeyOf(issue), lang, ruleParamsOf(issue));
    const card = messageCardBodySchema.safeParse({ message_card: 'x'.repeat(251) }).error?.issues[0];
    expect(say(card, 'en')).toBe('Message card must be at most 250 characters');
    expect(say(card, 'ar')).toBe('يجب ألا يزيد نص بطاقة الإهداء عن ٢٥٠ حرفًا');
    expect(say(messageCardBodySchema.safeParse({}).error?.issues[0], 'en')).toBe('Message card text is required');
    const coupon = operatorCouponCreateBodySchema.safeParse({ code: 'SAVE 10', discount_type: 'fixed', value: 100 });
    expect(say(coupon.error?.issues[0], 'en')).toBe('Coupon code can use only letters, digits, - and _');
  });
});

describe('engraving limit (spec §5 {max}, the cart’s rule)', () => {
  it('is the product’s own, never above the store’s, and none where the product or the city offers none', () => {
    const riyadh = { allow_engrave: true };
    const majmaah = { allow_engrave: false };
    expect(engravingLimitOf({ allow_engrave: true, engrave_max_length: 20 }, riyadh)).toBe(20);
    expect(engravingLimitOf({ allow_engrave: true, engrave_max_length: 500 }, riyadh)).toBe(30);
    // A product that offers engraving without a limit of its own takes the store's, as the cart does.
    expect(engravingLimitOf({ allow_engrave: true, engrave_max_length: null }, riyadh)).toBe(30);
    expect(engravingLimitOf({ allow_engrave: true, engrave_max_length: 20 }, majmaah)).toBeNull();
    expect(engravingLimitOf({ allow_engrave: false, engrave_max_length: 20 }, riyadh)).toBeNull();
    expect(engravingLimitOf({ allow_engrave: true, engrave_max_length: 0 }, riyadh)).toBeNull();
    // No city known yet: the product decides.
    expect(engravingLimitOf({ allow_engrave: true, engrave_max_length: 12 })).toBe(12);
  });
});

describe('engraving text problem (the product page’s check without zod)', () => {
  it('reports what the contract’s engraving schema reports, for the same texts', () => {
    const texts = [
      '',
      '  سارة & Omar، ٢٠٢٦ ',
      'x'.repeat(12),
      ` ${'x'.repeat(12)} `,
      'x'.repeat(13),
      'love 💚',
      '<b>',
      'نقش؟',
    ];
    for (const text of texts) {
      const issue = engravingTextSchema(12).safeParse(text).error?.issues[0];
      expect(engravingTextProblem(text, 12), text).toBe(issue ? ruleKeyOf(issue) : null);
    }
    expect(engravingTextProblem('x'.repeat(13), 12)).toBe('engraving_too_long');
    expect(engravingTextProblem('love 💚', 12)).toBe('engraving_characters');
    // Never above the store's limit, as the schema.
    expect(engravingTextProblem('x'.repeat(31), 500)).toBe('engraving_too_long');
  });
});

describe('product selection (the add-to-cart options)', () => {
  const selection = { product_color: 7, addon_product_ids: [3, 4], engrave_text: '' };

  it('takes an engraving in any script up to the product maximum, trimmed', () => {
    const schema = productSelectionSchema(20);
    expect(schema.parse({ ...selection, engrave_text: '  سارة & Omar، ٢٠٢٦ ' }).engrave_text).toBe('سارة & Omar، ٢٠٢٦');
    expect(schema.parse({ ...selection, engrave_text: 'مُحَمَّد' }).engrave_text).toBe('مُحَمَّد');
    expect(schema.safeParse({ ...selection, engrave_text: 'a'.repeat(21) }).error?.issues[0]).toMatchObject({
      code: 'too_big',
      maximum: 20,
    });
  });

  it('never allows more than the store maximum, whatever the product says', () => {
    expect([engravingMaxLengthOf(20), engravingMaxLengthOf(500)]).toEqual([20, 30]);
    const schema = productSelectionSchema(500);
    expect(schema.safeParse({ ...selection, engrave_text: 'a'.repeat(31) }).error?.issues[0]).toMatchObject({
      code: 'too_big',
      maximum: 30,
    });
  });

  it('refuses emoji and symbols a laser cannot cut', () => {
    const schema = productSelectionSchema(20);
    for (const text of ['سارة ❤', 'Sara 🌿', '50%', '<b>']) {
      expect(schema.safeParse({ ...selection, engrave_text: text }).error?.issues[0]?.code).toBe('invalid_format');
    }
  });

  it('requires an empty message where engraving is not offered, and distinct add-ons', () => {
    const schema = productSelectionSchema(null);
    expect(schema.safeParse({ ...selection, engrave_text: 'Sara' }).success).toBe(false);
    expect(schema.parse({ ...selection, engrave_text: '  ' }).engrave_text).toBe('');
    expect(schema.safeParse({ ...selection, engrave_text: '', addon_product_ids: [3, 3] }).success).toBe(false);
    expect(schema.safeParse({ ...selection, engrave_text: '', product_color: 0 }).success).toBe(false);
  });
});

describe('typed client', () => {
  it('times out every request', async () => {
    const server = createServer(() => {
      // never answers
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const client = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api`, timeoutMs: 200 });
      const error = await client.request('countries', {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe('timeout');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('validates data against the contract only when given its schemas', async () => {
    const server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true, statusCode: 200, message: 'OK', data: [{ id: 'not a number' }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
    try {
      const strict = createApiClient({ baseUrl, responseSchemas: calls });
      const error = await strict.request('countries', {}).catch((e: unknown) => e);
      expect((error as ApiError).kind).toBe('invalid_response');
      const trusting = createApiClient({ baseUrl });
      expect(await trusting.request('countries', {})).toEqual([{ id: 'not a number' }]);
    } finally {
      server.close();
    }
  });

  it('treats success:false or a non-200 statusCode as a failure carrying the server message', async () => {
    const server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true, statusCode: 201, message: 'Odd', data: [] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const seen: Record<string, string | undefined> = {};
      const client = createApiClient({
        baseUrl: `http://127.0.0.1:${port}/api`,
        getLanguage: () => 'en',
        getToken: () => 'tok',
        fetch: (input, init) => {
          const headers = new Headers(init?.headers);
          seen.language = headers.get('language') ?? undefined;
          seen.authorization = headers.get('authorization') ?? undefined;
          seen.url = String(input);
          return fetch(input, init);
        },
      });
      const error = await client.request('productsMaster', { query: { cities_id: 1 } }).catch((e: unknown) => e);
      expect((error as ApiError).message).toBe('Odd');
      expect(seen).toEqual({
        language: 'en',
        authorization: 'Bearer tok',
        url: `http://127.0.0.1:${port}/api/products/master?cities_id=1`,
      });
    } finally {
      server.close();
    }
  });
});

describe('track gift refuses each field once (the forms read the same schema)', () => {
  it.each([
    [{}, ['order_number', 'order_number_required'], ['phone_number', 'phone_required']],
    [
      { order_number: '', phone_number: '' },
      ['order_number', 'order_number_required'],
      ['phone_number', 'phone_required'],
    ],
    [
      { order_number: 'x'.repeat(31), phone_number: '5'.repeat(40) },
      ['order_number', 'too_long'],
      ['phone_number', 'too_long'],
    ],
  ])('%j', (body, ...expected) => {
    const issues = orderTrackBodySchema.safeParse(body).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), ruleKeyOf(issue)])).toEqual(expected);
  });
});

describe('numbers in rule messages are written for the language, as the storefront writes them', () => {
  it.each([
    ['en', 'Enter a quantity between 1 and 100,000'],
    ['ar', 'أدخل كمية بين ١ و١٠٠٬٠٠٠'],
  ] as const)('%s: the corporate gift quantity', (lang, message) => {
    const issue = corporateGiftsBodySchema.shape.quantity.safeParse('100001').error?.issues[0];
    expect(issue && ruleMessage(ruleKeyOf(issue), lang, ruleParamsOf(issue))).toBe(message);
    expect(message).toContain(new Intl.NumberFormat(lang === 'ar' ? 'ar-SA' : 'en-SA').format(100_000));
  });

  it('an identifier keeps its digits as they are in both languages', () => {
    expect(ruleMessage('phone_length', 'en', { n: 9, code: '966' })).toBe(
      'Phone number must be exactly 9 digits for country code +966.',
    );
    expect(fillMessage('{number}: {count}', 'en', { number: 100023, count: 1200 })).toBe('100023: 1,200');
    expect(fillMessage('{number}: {count}', 'ar', { number: 100023, count: 1200 })).toBe('100023: ١٬٢٠٠');
  });
});

describe('delivery slot hours, written as the storefront’s slot picker and the server’s labels write them', () => {
  it('writes the hours in Arabic-Indic digits in Arabic', () => {
    const text = formatSlotTime('09:00', '13:00', 'ar');
    expect(text).toBe('٠٩:٠٠–١٣:٠٠');
    expect(text).not.toMatch(/[0-9]/);
  });

  it('writes the hours in Latin digits in English', () => {
    expect(formatSlotTime('09:00', '13:00', 'en')).toBe('09:00–13:00');
  });

  it('accepts seconds from the database and keeps an unreadable time as given', () => {
    expect(formatSlotTime('17:00:00', '21:00:00', 'en')).toBe('17:00–21:00');
    expect(formatSlotTime('soon', 'later', 'ar')).toBe('soon–later');
  });

  it.each([
    ['الصباح', 'ar', 'الصباح ٠٩:٠٠–١٣:٠٠'],
    ['الصباح 9:00–13:00', 'ar', 'الصباح ٠٩:٠٠–١٣:٠٠'],
    ['الصباح ٩:٠٠ - ١٣:٠٠', 'ar', 'الصباح ٠٩:٠٠–١٣:٠٠'],
    ['Morning 9:00–13:00', 'en', 'Morning 09:00–13:00'],
    ['Morning', 'en', 'Morning 09:00–13:00'],
    ['', 'en', '09:00–13:00'],
    [null, 'ar', '٠٩:٠٠–١٣:٠٠'],
  ] as const)('the label of %j in %s', (name, lang, label) => {
    expect(slotLabel(name, '09:00:00', '13:00:00', lang)).toBe(label);
  });
});
