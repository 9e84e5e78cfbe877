/** Saudi regions and cities, countries and cafe branches for the demo database. */

export const regionData = [
  { code: 'riyadh', en: 'Riyadh Region', ar: 'منطقة الرياض' },
  { code: 'makkah', en: 'Makkah Region', ar: 'منطقة مكة المكرمة' },
  { code: 'madinah', en: 'Madinah Region', ar: 'منطقة المدينة المنورة' },
  { code: 'eastern', en: 'Eastern Province', ar: 'المنطقة الشرقية' },
  { code: 'qassim', en: 'Qassim Region', ar: 'منطقة القصيم' },
  { code: 'asir', en: 'Asir Region', ar: 'منطقة عسير' },
  { code: 'tabuk', en: 'Tabuk Region', ar: 'منطقة تبوك' },
  { code: 'hail', en: 'Hail Region', ar: 'منطقة حائل' },
  { code: 'northern-borders', en: 'Northern Borders Region', ar: 'منطقة الحدود الشمالية' },
  { code: 'jazan', en: 'Jazan Region', ar: 'منطقة جازان' },
  { code: 'najran', en: 'Najran Region', ar: 'منطقة نجران' },
  { code: 'al-bahah', en: 'Al Bahah Region', ar: 'منطقة الباحة' },
  { code: 'al-jouf', en: 'Al Jouf Region', ar: 'منطقة الجوف' },
] as const;

export type RegionCode = (typeof regionData)[number]['code'];

/** [unique id, region, English, Arabic, delivery service, allow engrave, big city] */
export const cityData: ReadonlyArray<readonly [string, RegionCode, string, string, 'barq' | 'standard', boolean, boolean]> = [
  ['RUH', 'riyadh', 'Riyadh', 'الرياض', 'barq', true, true],
  ['DRY', 'riyadh', 'Diriyah', 'الدرعية', 'barq', true, true],
  ['KHJ', 'riyadh', 'Al Kharj', 'الخرج', 'standard', true, false],
  ['MJM', 'riyadh', 'Al Majmaah', 'المجمعة', 'standard', false, false],
  ['WDD', 'riyadh', 'Wadi ad-Dawasir', 'وادي الدواسر', 'standard', false, false],
  ['JED', 'makkah', 'Jeddah', 'جدة', 'standard', true, true],
  ['MKH', 'makkah', 'Makkah', 'مكة المكرمة', 'standard', true, true],
  ['TIF', 'makkah', 'Taif', 'الطائف', 'standard', true, false],
  ['RAB', 'makkah', 'Rabigh', 'رابغ', 'standard', false, false],
  ['QUN', 'makkah', 'Al Qunfudhah', 'القنفذة', 'standard', false, false],
  ['MED', 'madinah', 'Madinah', 'المدينة المنورة', 'standard', true, true],
  ['YNB', 'madinah', 'Yanbu', 'ينبع', 'standard', true, false],
  ['ULA', 'madinah', 'AlUla', 'العلا', 'standard', false, false],
  ['DMM', 'eastern', 'Dammam', 'الدمام', 'standard', true, true],
  ['KBR', 'eastern', 'Al Khobar', 'الخبر', 'standard', true, true],
  ['DHA', 'eastern', 'Dhahran', 'الظهران', 'standard', true, true],
  ['HOF', 'eastern', 'Al Ahsa', 'الأحساء', 'standard', true, false],
  ['JUB', 'eastern', 'Jubail', 'الجبيل', 'standard', true, false],
  ['QAT', 'eastern', 'Qatif', 'القطيف', 'standard', false, false],
  ['HBT', 'eastern', 'Hafar Al Batin', 'حفر الباطن', 'standard', false, false],
  ['BUR', 'qassim', 'Buraidah', 'بريدة', 'standard', true, false],
  ['UNZ', 'qassim', 'Unaizah', 'عنيزة', 'standard', false, false],
  ['RAS', 'qassim', 'Ar Rass', 'الرس', 'standard', false, false],
  ['AHB', 'asir', 'Abha', 'أبها', 'standard', true, false],
  ['KMS', 'asir', 'Khamis Mushait', 'خميس مشيط', 'standard', true, false],
  ['BHH', 'asir', 'Bisha', 'بيشة', 'standard', false, false],
  ['TUU', 'tabuk', 'Tabuk', 'تبوك', 'standard', true, false],
  ['EJH', 'tabuk', 'Al Wajh', 'الوجه', 'standard', false, false],
  ['HAS', 'hail', 'Hail', 'حائل', 'standard', true, false],
  ['RAE', 'northern-borders', 'Arar', 'عرعر', 'standard', false, false],
  ['RAH', 'northern-borders', 'Rafha', 'رفحاء', 'standard', false, false],
  ['GIZ', 'jazan', 'Jazan', 'جازان', 'standard', true, false],
  ['SAB', 'jazan', 'Sabya', 'صبيا', 'standard', false, false],
  ['EAM', 'najran', 'Najran', 'نجران', 'standard', true, false],
  ['SHW', 'najran', 'Sharurah', 'شرورة', 'standard', false, false],
  ['ABT', 'al-bahah', 'Al Bahah', 'الباحة', 'standard', false, false],
  ['AJF', 'al-jouf', 'Sakaka', 'سكاكا', 'standard', false, false],
  ['DWD', 'al-jouf', 'Dumat Al Jandal', 'دومة الجندل', 'standard', false, false],
];

/** [ISO code, calling code, English, Arabic, flag, phone digits (spec §5) or null] */
export const countryData: ReadonlyArray<readonly [string, string, string, string, string, number | null]> = [
  ['SA', '966', 'Saudi Arabia', 'السعودية', '🇸🇦', 9],
  ['BH', '973', 'Bahrain', 'البحرين', '🇧🇭', 8],
  ['KW', '965', 'Kuwait', 'الكويت', '🇰🇼', 8],
  ['QA', '974', 'Qatar', 'قطر', '🇶🇦', 8],
  ['IN', '91', 'India', 'الهند', '🇮🇳', 10],
  ['AE', '971', 'United Arab Emirates', 'الإمارات العربية المتحدة', '🇦🇪', null],
  ['OM', '968', 'Oman', 'عُمان', '🇴🇲', null],
  ['EG', '20', 'Egypt', 'مصر', '🇪🇬', null],
  ['JO', '962', 'Jordan', 'الأردن', '🇯🇴', null],
  ['PK', '92', 'Pakistan', 'باكستان', '🇵🇰', null],
  ['GB', '44', 'United Kingdom', 'المملكة المتحدة', '🇬🇧', null],
  ['US', '1', 'United States', 'الولايات المتحدة', '🇺🇸', null],
];

/** [city unique id, English name, Arabic name, English address, Arabic address, lat, lng] */
export const cafeBranchData: ReadonlyArray<readonly [string, string, string, string, string, string, string]> = [
  ['RUH', 'Hadiya Cafe – Olaya', 'مقهى هدية – العليا', 'Olaya St, Al Olaya, Riyadh', 'شارع العليا، حي العليا، الرياض', '24.6906', '46.6853'],
  ['RUH', 'Hadiya Cafe – Hittin', 'مقهى هدية – حطين', 'Prince Turki Rd, Hittin, Riyadh', 'طريق الأمير تركي، حي حطين، الرياض', '24.7623', '46.6008'],
  ['RUH', 'Hadiya Cafe – Al Malqa', 'مقهى هدية – الملقا', 'Anas Ibn Malik Rd, Al Malqa, Riyadh', 'طريق أنس بن مالك، حي الملقا، الرياض', '24.8058', '46.6133'],
  ['JED', 'Hadiya Cafe – Al Rawdah', 'مقهى هدية – الروضة', 'Prince Sultan Rd, Al Rawdah, Jeddah', 'طريق الأمير سلطان، حي الروضة، جدة', '21.5636', '39.1486'],
  ['JED', 'Hadiya Cafe – Corniche', 'مقهى هدية – الكورنيش', 'North Corniche, Ash Shati, Jeddah', 'الكورنيش الشمالي، حي الشاطئ، جدة', '21.6040', '39.1090'],
  ['DMM', 'Hadiya Cafe – Al Faisaliyah', 'مقهى هدية – الفيصلية', 'King Fahd Rd, Al Faisaliyah, Dammam', 'طريق الملك فهد، حي الفيصلية، الدمام', '26.4050', '50.0640'],
  ['KBR', 'Hadiya Cafe – Corniche Khobar', 'مقهى هدية – كورنيش الخبر', 'Prince Turki St, Al Yarmouk, Al Khobar', 'شارع الأمير تركي، حي اليرموك، الخبر', '26.2890', '50.2120'],
];
