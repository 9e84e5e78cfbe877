import type { City } from '@hadiya/contract/entities';

/** Sample Saudi cities as `GET common/saudi-cities` returns them (spec §3): `name` English, `other_name` Arabic. */
const rows: [id: number, regionId: number, name: string, otherName: string, service: City['delivery_service']][] = [
  [1, 1, 'Riyadh', 'الرياض', 'barq'],
  [2, 2, 'Jeddah', 'جدة', 'barq'],
  [3, 2, 'Makkah', 'مكة المكرمة', 'standard'],
  [4, 3, 'Madinah', 'المدينة المنورة', 'standard'],
  [5, 4, 'Dammam', 'الدمام', 'standard'],
  [6, 4, 'Khobar', 'الخبر', 'standard'],
  [7, 4, 'Dhahran', 'الظهران', 'standard'],
  [8, 2, 'Taif', 'الطائف', 'standard'],
  [9, 7, 'Tabuk', 'تبوك', 'standard'],
  [10, 6, 'Abha', 'أبها', 'standard'],
  [11, 6, 'Khamis Mushait', 'خميس مشيط', 'standard'],
  [12, 5, 'Buraidah', 'بريدة', 'standard'],
  [13, 5, 'Unaizah', 'عنيزة', 'standard'],
  [14, 8, 'Hail', 'حائل', 'standard'],
  [15, 10, 'Jazan', 'جازان', 'standard'],
  [16, 11, 'Najran', 'نجران', 'standard'],
  [17, 4, 'Al Ahsa', 'الأحساء', 'standard'],
  [18, 4, 'Hafar Al-Batin', 'حفر الباطن', 'standard'],
  [19, 4, 'Jubail', 'الجبيل', 'standard'],
  [20, 3, 'Yanbu', 'ينبع', 'standard'],
  [21, 1, 'Al Kharj', 'الخرج', 'standard'],
  [22, 4, 'Qatif', 'القطيف', 'standard'],
  [23, 9, 'Arar', 'عرعر', 'standard'],
  [24, 13, 'Sakaka', 'سكاكا', 'standard'],
  [25, 12, 'Al Baha', 'الباحة', 'standard'],
  [26, 6, 'Bishah', 'بيشة', 'standard'],
  [27, 13, 'Al Qurayyat', 'القريات', 'standard'],
  [28, 1, 'Al Majmaah', 'المجمعة', 'standard'],
  [29, 1, 'Al Zulfi', 'الزلفي', 'standard'],
  [30, 2, 'Rabigh', 'رابغ', 'standard'],
  [31, 3, 'AlUla', 'العلا', 'standard'],
  [32, 1, 'Dawadmi', 'الدوادمي', 'standard'],
  [33, 1, 'Shaqra', 'شقراء', 'standard'],
  [34, 2, 'Al Qunfudhah', 'القنفذة', 'standard'],
  [35, 10, 'Sabya', 'صبيا', 'standard'],
  [36, 4, 'Ras Tanura', 'رأس تنورة', 'standard'],
  [37, 4, 'Al Khafji', 'الخفجي', 'standard'],
  [38, 1, 'Wadi Al Dawasir', 'وادي الدواسر', 'standard'],
];

export const sampleCities: City[] = rows.map(([id, regionId, name, otherName, service]) => ({
  id,
  unique_city_id: `SA-${String(id).padStart(3, '0')}`,
  region_id: regionId,
  name,
  other_name: otherName,
  delivery_service: service,
  allow_engrave: service === 'barq',
}));

export const riyadh = sampleCities[0] as City;
export const jeddah = sampleCities[1] as City;
export const abha = sampleCities[9] as City;
export const taif = sampleCities[7] as City;
