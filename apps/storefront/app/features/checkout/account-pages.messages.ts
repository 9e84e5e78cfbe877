/** Texts of `/payment` (saved cards), `/coupons` and the recipient's `/gift/{token}` page. */
import type { Translations } from '@hadiya/ui';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Plain descriptors: their placeholders take any values (react-intl types them as none otherwise). */
const untyped = <T extends Record<string, MessageDescriptor>>(descriptors: T): { [K in keyof T]: MessageDescriptor } =>
  descriptors;

export const messages = untyped(
  defineMessages({
    paymentTitle: { id: 'payment.title', defaultMessage: 'Payments' },
    paymentDescription: { id: 'payment.description', defaultMessage: 'Your saved cards.' },
    noCards: { id: 'payment.noCards', defaultMessage: 'No saved cards' },
    noCardsHint: {
      id: 'payment.noCardsHint',
      defaultMessage: 'Tick "Save this card" when you pay by card to keep it here.',
    },
    signInFirst: { id: 'payment.signInFirst', defaultMessage: 'Sign in to see this page' },
    signIn: { id: 'payment.signIn', defaultMessage: 'Sign in' },
    couponsTitle: { id: 'coupons.title', defaultMessage: 'Coupons' },
    couponsDescription: { id: 'coupons.description', defaultMessage: 'Your saved coupons and the ones available now.' },
    savedCoupons: { id: 'coupons.saved', defaultMessage: 'Saved coupons' },
    availableCoupons: { id: 'coupons.available', defaultMessage: 'Available coupons' },
    noCoupons: { id: 'coupons.none', defaultMessage: 'No data found' },
    saveCoupon: { id: 'coupons.save', defaultMessage: 'Save' },
    saveCode: { id: 'coupons.saveCode', defaultMessage: 'Save a code' },
    code: { id: 'coupons.code', defaultMessage: 'Promo code' },
    couponSaved: { id: 'coupons.couponSaved', defaultMessage: 'Coupon saved' },
    minOrder: { id: 'coupons.minOrder', defaultMessage: 'Minimum order {amount}' },
    validUntil: { id: 'coupons.validUntil', defaultMessage: 'Valid until {date}' },
    percentOff: { id: 'coupons.percentOff', defaultMessage: '{value} off' },
    amountOff: { id: 'coupons.amountOff', defaultMessage: '{value} off' },
    giftTitle: { id: 'gift.title', defaultMessage: 'A gift for you' },
    giftDescription: { id: 'gift.description', defaultMessage: 'Tell us where and when to deliver your gift.' },
    giftFrom: { id: 'gift.from', defaultMessage: 'From {name}' },
    giftFromSomeone: { id: 'gift.fromSomeone', defaultMessage: 'From someone who thinks of you' },
    giftOrder: { id: 'gift.order', defaultMessage: 'Order {number}' },
    giftMessage: { id: 'gift.message', defaultMessage: 'Their message' },
    giftAddress: { id: 'gift.address', defaultMessage: 'Your address' },
    giftEmail: { id: 'gift.email', defaultMessage: 'Email (optional)' },
    giftSubmit: { id: 'gift.submit', defaultMessage: 'Send my address' },
    giftDone: { id: 'gift.done', defaultMessage: 'Thank you! Your gift is on its way on the date you chose.' },
    giftExpired: {
      id: 'gift.expired',
      defaultMessage: 'This link has expired or is no longer valid. Please ask the sender for a new one.',
    },
    giftExpiresAt: { id: 'gift.expiresAt', defaultMessage: 'This link works until {time}.' },
  }),
);

export const arabic: Translations<typeof messages> = {
  paymentTitle: 'المدفوعات',
  paymentDescription: 'بطاقاتك المحفوظة.',
  noCards: 'لا توجد بطاقات محفوظة',
  noCardsHint: 'اختر "احفظ هذه البطاقة" عند الدفع بالبطاقة لتحتفظ بها هنا.',
  signInFirst: 'سجّل الدخول لترى هذه الصفحة',
  signIn: 'تسجيل الدخول',
  couponsTitle: 'القسائم',
  couponsDescription: 'قسائمك المحفوظة والمتاحة الآن.',
  savedCoupons: 'القسائم المحفوظة',
  availableCoupons: 'القسائم المتاحة',
  noCoupons: 'لا توجد بيانات',
  saveCoupon: 'حفظ',
  saveCode: 'احفظ رمزا',
  code: 'رمز الخصم',
  couponSaved: 'تم حفظ القسيمة',
  minOrder: 'الحد الأدنى للطلب {amount}',
  validUntil: 'صالحة حتى {date}',
  percentOff: 'خصم {value}',
  amountOff: 'خصم {value}',
  giftTitle: 'هدية لك',
  giftDescription: 'أخبرنا أين ومتى نوصل هديتك.',
  giftFrom: 'من {name}',
  giftFromSomeone: 'من شخص يفكر فيك',
  giftOrder: 'الطلب {number}',
  giftMessage: 'رسالة الهدية',
  giftAddress: 'عنوانك',
  giftEmail: 'البريد الإلكتروني (اختياري)',
  giftSubmit: 'أرسل عنواني',
  giftDone: 'شكرا لك! هديتك في طريقها إليك في التاريخ الذي اخترته.',
  giftExpired: 'انتهت صلاحية هذا الرابط أو لم يعد صالحا. اطلب من المرسل رابطا جديدا.',
  giftExpiresAt: 'يعمل هذا الرابط حتى {time}.',
};
