/** Demo coupons, delivery slots and public holidays (issue 14). */
import type { Db } from '../client';
import { coupons, deliverySlots, publicHolidays } from '../schema';

export const couponData = [
  {
    code: 'WELCOME10',
    discountType: 'percent',
    value: 1000,
    minOrderHalalas: 0,
    maxDiscountHalalas: 5000,
    perUserLimit: 1,
    usageLimit: null,
    descriptionEn: '10% off your order (up to 50 SAR), once per customer',
    descriptionAr: 'خصم 10% على طلبك (حتى 50 ريال)، مرة واحدة لكل عميل',
  },
  {
    code: 'SAR25',
    discountType: 'fixed',
    value: 2500,
    minOrderHalalas: 10_000,
    maxDiscountHalalas: null,
    perUserLimit: 3,
    usageLimit: null,
    descriptionEn: '25 SAR off orders from 100 SAR',
    descriptionAr: 'خصم 25 ريال على الطلبات من 100 ريال',
  },
  {
    code: 'GIFT50',
    discountType: 'fixed',
    value: 5000,
    minOrderHalalas: 0,
    maxDiscountHalalas: null,
    perUserLimit: 1,
    usageLimit: 1,
    descriptionEn: '50 SAR off, a single use for the first shopper',
    descriptionAr: 'خصم 50 ريال، يستخدم مرة واحدة فقط لأول عميل',
  },
] as const;

/**
 * The slots' names; their hours are written from start and end in the caller's language
 * (`slotLabel`), never stored as text.
 */
export const slotData = [
  ['Morning', 'الصباح', '09:00', '13:00', 20],
  ['Afternoon', 'الظهيرة', '13:00', '17:00', 20],
  ['Evening', 'المساء', '17:00', '21:00', 20],
] as const;

export const holidayData = [
  ['2026-02-22', 'Founding Day', 'يوم التأسيس'],
  ['2026-09-23', 'Saudi National Day', 'اليوم الوطني السعودي'],
  ['2027-02-22', 'Founding Day', 'يوم التأسيس'],
  ['2027-09-23', 'Saudi National Day', 'اليوم الوطني السعودي'],
] as const;

/** Loads the demo coupons, the delivery slots of every city and the holidays. */
export async function seedCommerce(tx: Db): Promise<void> {
  await tx.insert(coupons).values(couponData.map((c) => ({ ...c })));
  await tx.insert(deliverySlots).values(
    slotData.map(([labelEn, labelAr, startTime, endTime, capacity], i) => ({
      labelEn,
      labelAr,
      startTime,
      endTime,
      capacity,
      sortOrder: i,
    })),
  );
  await tx
    .insert(publicHolidays)
    .values(holidayData.map(([date, nameEn, nameAr]) => ({ date, nameEn, nameAr })))
    .onConflictDoNothing();
}
