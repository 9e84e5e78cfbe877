/** The demo catalogue: categories and 60+ products with Arabic and English text. */

export type Availability = 'all' | 'big' | 'engrave' | 'barq';
export type ColorSpec = readonly [en: string, ar: string, hex: string, stock: number];

export interface CategorySpec {
  slug: string;
  kind: 'plant' | 'engraving' | 'gift_card' | 'addon';
  en: string;
  ar: string;
  art: string;
}

export interface ProductSpec {
  slug: string;
  category: string;
  en: string;
  ar: string;
  /** VAT-inclusive price in SAR, e.g. 149.5 */
  price: number;
  compareAt?: number;
  art: string;
  descEn: string;
  descAr: string;
  colors?: readonly ColorSpec[];
  stock?: number;
  engrave?: number;
  addonType?: 'chocolate' | 'balloon' | 'card' | 'vase';
  cities?: Availability;
  featured?: boolean;
}

export const categoryData: readonly CategorySpec[] = [
  { slug: 'indoor-plants', kind: 'plant', en: 'Indoor Plants', ar: 'نباتات داخلية', art: 'plant-leafy' },
  { slug: 'flowering-plants', kind: 'plant', en: 'Flowering Plants', ar: 'نباتات مزهرة', art: 'plant-flower' },
  { slug: 'succulents-cacti', kind: 'plant', en: 'Succulents & Cacti', ar: 'العصاريات والصبار', art: 'plant-cactus' },
  { slug: 'laser-engraving', kind: 'engraving', en: 'Laser Engraving', ar: 'الحفر بالليزر', art: 'engrave-frame' },
  { slug: 'gift-cards', kind: 'gift_card', en: 'Gift Cards', ar: 'بطاقات الهدايا', art: 'gift-card' },
  { slug: 'chocolates', kind: 'addon', en: 'Chocolates', ar: 'شوكولاتة', art: 'addon-chocolate' },
  { slug: 'balloons', kind: 'addon', en: 'Balloons', ar: 'بالونات', art: 'addon-balloon' },
  { slug: 'greeting-cards', kind: 'addon', en: 'Greeting Cards', ar: 'بطاقات تهنئة', art: 'addon-card' },
  { slug: 'vases', kind: 'addon', en: 'Vases', ar: 'مزهريات', art: 'addon-vase' },
];

const POTS: readonly ColorSpec[] = [
  ['White ceramic pot', 'أصيص سيراميك أبيض', '#F4F1EA', 12],
  ['Black matte pot', 'أصيص أسود مطفي', '#2B2B2B', 7],
  ['Terracotta pot', 'أصيص فخار', '#C2643C', 4],
];
const potsWith = (stocks: readonly number[]): ColorSpec[] =>
  POTS.map((p, i) => [p[0], p[1], p[2], stocks[i] ?? 0] as const);
const WOOD: readonly ColorSpec[] = [
  ['Walnut', 'خشب الجوز', '#5C4033', 15],
  ['Oak', 'خشب البلوط', '#C8A165', 9],
];
const LEATHER: readonly ColorSpec[] = [
  ['Brown leather', 'جلد بني', '#7B4A2D', 10],
  ['Black leather', 'جلد أسود', '#1F1F1F', 0],
  ['Tan leather', 'جلد عسلي', '#C19A6B', 6],
];

const plantText = (en: string, ar: string, careEn: string, careAr: string) => ({
  descEn: `${en} Delivered in a gift-ready pot with a handwritten care card. ${careEn}`,
  descAr: `${ar} تصل في أصيص جاهز للإهداء مع بطاقة عناية مكتوبة باليد. ${careAr}`,
});

export const productData: readonly ProductSpec[] = [
  // Indoor plants
  { slug: 'monstera-deliciosa', category: 'indoor-plants', en: 'Monstera Deliciosa', ar: 'نبتة مونستيرا ديليسيوسا', price: 189, compareAt: 219, art: 'plant-leafy', colors: potsWith([12, 5, 0]), featured: true,
    ...plantText('A lush tropical plant with split leaves that brighten any living room.', 'نبتة استوائية كثيفة بأوراق مشقوقة تضفي الحيوية على غرفة المعيشة.', 'Bright indirect light; water weekly.', 'ضوء غير مباشر ساطع وري أسبوعي.') },
  { slug: 'snake-plant', category: 'indoor-plants', en: 'Snake Plant Sansevieria', ar: 'نبتة الثعبان سانسيفيريا', price: 129, art: 'plant-snake', colors: potsWith([20, 8, 6]), featured: true,
    ...plantText('Upright striped leaves and near-indestructible; it cleans the air of bedrooms and offices.', 'أوراق مخططة منتصبة وتتحمل الإهمال، وتنقي هواء غرف النوم والمكاتب.', 'Low light is fine; water every two weeks.', 'تتحمل الإضاءة المنخفضة؛ ري كل أسبوعين.') },
  { slug: 'zz-plant', category: 'indoor-plants', en: 'ZZ Plant Zamioculcas', ar: 'نبتة الزاميا', price: 139, art: 'plant-leafy', colors: potsWith([9, 9, 3]),
    ...plantText('Glossy dark-green leaves that thrive in offices with little daylight.', 'أوراق خضراء داكنة لامعة تزدهر في المكاتب قليلة الضوء.', 'Water when the soil is dry.', 'تُروى عندما تجف التربة.') },
  { slug: 'peace-lily', category: 'indoor-plants', en: 'Peace Lily', ar: 'نبتة زنبق السلام', price: 119, art: 'plant-flower', colors: potsWith([14, 0, 5]), cities: 'big',
    ...plantText('Elegant white blooms over deep green leaves: a classic get-well gift.', 'أزهار بيضاء أنيقة فوق أوراق خضراء داكنة، هدية كلاسيكية للتمني بالشفاء.', 'Keep the soil moist; shade to half-shade.', 'حافظ على رطوبة التربة؛ ظل أو شبه ظل.') },
  { slug: 'golden-pothos', category: 'indoor-plants', en: 'Golden Pothos', ar: 'نبتة البوتس الذهبية', price: 89, art: 'plant-trailing', colors: potsWith([25, 10, 10]),
    ...plantText('A trailing plant with heart-shaped golden leaves, perfect for shelves.', 'نبتة متدلية بأوراق ذهبية على شكل قلب، مثالية للرفوف.', 'Any light; water weekly.', 'أي إضاءة؛ ري أسبوعي.') },
  { slug: 'fiddle-leaf-fig', category: 'indoor-plants', en: 'Fiddle Leaf Fig', ar: 'شجرة تين الكمان', price: 259, art: 'plant-tree', colors: potsWith([0, 0, 0]),
    ...plantText('A statement tree with large violin-shaped leaves.', 'شجرة لافتة بأوراق كبيرة على شكل الكمان.', 'Bright light; avoid moving it.', 'ضوء ساطع؛ تجنب نقلها كثيرا.') },
  { slug: 'areca-palm', category: 'indoor-plants', en: 'Areca Palm', ar: 'نخلة الأريكا', price: 229, art: 'plant-palm', colors: potsWith([6, 4, 2]),
    ...plantText('Feathery fronds that bring a resort feeling indoors.', 'سعف ريشي يضفي أجواء المنتجعات داخل المنزل.', 'Bright indirect light; mist the leaves.', 'ضوء غير مباشر؛ رش الأوراق بالماء.') },
  { slug: 'ficus-bonsai', category: 'indoor-plants', en: 'Ficus Bonsai Tree', ar: 'شجرة بونساي فيكس', price: 299, compareAt: 349, art: 'plant-bonsai', colors: potsWith([5, 3, 0]), featured: true, engrave: 20,
    ...plantText('A hand-shaped miniature tree in a shallow pot; the pot can be engraved with a name.', 'شجرة مصغرة مشكلة يدويا في أصيص منخفض، ويمكن حفر اسم على الأصيص.', 'Water little and often; bright light.', 'ري قليل ومتكرر؛ ضوء ساطع.') },
  { slug: 'rubber-plant', category: 'indoor-plants', en: 'Rubber Plant Ficus Elastica', ar: 'نبتة المطاط', price: 149, art: 'plant-tree', colors: potsWith([8, 8, 8]),
    ...plantText('Broad burgundy-green leaves with a polished shine.', 'أوراق عريضة بلون أخضر عنابي ولمعان مصقول.', 'Wipe the leaves; water weekly.', 'امسح الأوراق؛ ري أسبوعي.') },
  { slug: 'calathea-orbifolia', category: 'indoor-plants', en: 'Calathea Orbifolia', ar: 'نبتة الكالاثيا', price: 159, art: 'plant-leafy', colors: potsWith([4, 0, 2]), cities: 'big',
    ...plantText('Round silver-striped leaves that fold up at night.', 'أوراق دائرية بخطوط فضية تنطوي ليلا.', 'Humidity and filtered water.', 'رطوبة وماء مفلتر.') },
  { slug: 'spider-plant', category: 'indoor-plants', en: 'Spider Plant', ar: 'نبتة العنكبوت', price: 69, art: 'plant-trailing', colors: potsWith([30, 12, 9]),
    ...plantText('Arching striped leaves and baby plantlets, easy for beginners.', 'أوراق مقوسة مخططة ونبتات صغيرة، سهلة للمبتدئين.', 'Water when the top soil is dry.', 'تُروى عند جفاف سطح التربة.') },
  { slug: 'lucky-bamboo', category: 'indoor-plants', en: 'Lucky Bamboo Tower', ar: 'برج البامبو المحظوظ', price: 99, art: 'plant-bamboo', stock: 40, featured: true,
    ...plantText('Three tiers of lucky bamboo in a glass bowl with pebbles.', 'ثلاث طبقات من البامبو المحظوظ في وعاء زجاجي مع حصى.', 'Change the water every week.', 'غيّر الماء كل أسبوع.') },
  { slug: 'olive-tree-mini', category: 'indoor-plants', en: 'Mini Olive Tree', ar: 'شجرة زيتون صغيرة', price: 199, art: 'plant-tree', colors: potsWith([7, 3, 5]), engrave: 20,
    ...plantText('A silver-leaved olive tree, a symbol of peace; the pot takes an engraved message.', 'شجرة زيتون بأوراق فضية رمز للسلام، ويمكن حفر رسالة على الأصيص.', 'Full sun; water when dry.', 'شمس كاملة؛ ري عند الجفاف.') },
  // Flowering plants
  { slug: 'white-orchid', category: 'flowering-plants', en: 'White Phalaenopsis Orchid', ar: 'زهرة الأوركيد البيضاء', price: 249, art: 'plant-orchid', colors: potsWith([10, 6, 0]), cities: 'big', featured: true,
    ...plantText('Two stems of white orchid blooms that last for weeks.', 'ساقان من أزهار الأوركيد البيضاء تدوم لأسابيع.', 'Water with three ice cubes weekly.', 'اسقها بثلاث مكعبات ثلج أسبوعيا.') },
  { slug: 'pink-orchid', category: 'flowering-plants', en: 'Pink Orchid Duo', ar: 'ثنائي الأوركيد الوردي', price: 279, art: 'plant-orchid', colors: potsWith([5, 5, 5]), cities: 'big',
    ...plantText('A pair of blush-pink orchids in one gift pot.', 'أوركيد وردي مزدوج في أصيص هدية واحد.', 'Indirect light; avoid over-watering.', 'ضوء غير مباشر؛ تجنب الإفراط في الري.') },
  { slug: 'red-anthurium', category: 'flowering-plants', en: 'Red Anthurium', ar: 'نبتة الأنثوريوم الحمراء', price: 139, art: 'plant-flower', colors: potsWith([11, 4, 3]),
    ...plantText('Glossy red heart-shaped blooms, a gift of love.', 'أزهار حمراء لامعة على شكل قلب، هدية محبة.', 'Bright indirect light.', 'ضوء ساطع غير مباشر.') },
  { slug: 'arabian-jasmine', category: 'flowering-plants', en: 'Arabian Jasmine', ar: 'نبتة الفل العربي', price: 109, art: 'plant-flower', colors: potsWith([18, 6, 6]), cities: 'barq',
    ...plantText('Fragrant white jasmine flowers that perfume the majlis.', 'أزهار فل بيضاء عطرة تعطّر المجلس.', 'Sunny balcony; water often in summer.', 'شرفة مشمسة؛ ري متكرر صيفا.') },
  { slug: 'taif-rose-bush', category: 'flowering-plants', en: 'Taif Rose Bush', ar: 'شجيرة الورد الطائفي', price: 179, art: 'plant-flower', colors: potsWith([0, 2, 0]), cities: 'big',
    ...plantText('The famous fragrant rose of Taif in a gift pot.', 'الورد الطائفي العطري الشهير في أصيص هدية.', 'Full sun and good drainage.', 'شمس كاملة وتصريف جيد.') },
  { slug: 'lavender-pot', category: 'flowering-plants', en: 'Lavender Pot', ar: 'أصيص اللافندر', price: 79, art: 'plant-flower', colors: potsWith([15, 15, 15]),
    ...plantText('Purple lavender spikes with a calming scent.', 'سنابل لافندر بنفسجية برائحة مهدئة.', 'Sun; let the soil dry out.', 'شمس؛ اترك التربة تجف.') },
  { slug: 'kalanchoe-yellow', category: 'flowering-plants', en: 'Yellow Kalanchoe', ar: 'نبتة الكلانشو الصفراء', price: 59, art: 'plant-flower', stock: 0,
    ...plantText('Clusters of sunny yellow flowers on fleshy leaves.', 'عناقيد من الأزهار الصفراء على أوراق لحمية.', 'Water sparingly.', 'ري قليل.') },
  { slug: 'gardenia', category: 'flowering-plants', en: 'Gardenia', ar: 'نبتة الغاردينيا', price: 149, art: 'plant-flower', colors: potsWith([6, 2, 1]), cities: 'big',
    ...plantText('Creamy white gardenia flowers with a rich perfume.', 'أزهار غاردينيا بيضاء كريمية بعطر غني.', 'Acidic soil; bright light.', 'تربة حمضية؛ ضوء ساطع.') },
  // Succulents and cacti
  { slug: 'cactus-trio', category: 'succulents-cacti', en: 'Mini Cactus Trio', ar: 'ثلاثي الصبار الصغير', price: 75, art: 'plant-cactus', colors: potsWith([22, 14, 0]), featured: true,
    ...plantText('Three small cacti in matching pots for a desk.', 'ثلاثة نباتات صبار صغيرة في أصص متناسقة للمكتب.', 'Sun; water monthly.', 'شمس؛ ري شهري.') },
  { slug: 'aloe-vera', category: 'succulents-cacti', en: 'Aloe Vera', ar: 'نبتة الألوفيرا', price: 65, art: 'plant-succulent', colors: potsWith([19, 7, 11]),
    ...plantText('A healing succulent with thick spiky leaves.', 'نبتة عصارية علاجية بأوراق سميكة شائكة.', 'Sun; water every two weeks.', 'شمس؛ ري كل أسبوعين.') },
  { slug: 'jade-plant', category: 'succulents-cacti', en: 'Jade Plant', ar: 'نبتة اليشم', price: 85, art: 'plant-succulent', colors: potsWith([9, 9, 9]), engrave: 15,
    ...plantText('A money-tree succulent said to bring good fortune; engrave the pot with a wish.', 'نبتة عصارية يقال إنها تجلب الحظ؛ احفر أمنية على الأصيص.', 'Bright light; water when dry.', 'ضوء ساطع؛ ري عند الجفاف.') },
  { slug: 'echeveria-rosette', category: 'succulents-cacti', en: 'Echeveria Rosette', ar: 'وردة الإيشيفيريا', price: 55, art: 'plant-succulent', colors: potsWith([3, 0, 0]),
    ...plantText('A pastel rosette succulent shaped like a flower.', 'نبتة عصارية وردية الشكل بألوان هادئة.', 'Sun; little water.', 'شمس؛ ماء قليل.') },
  { slug: 'golden-barrel-cactus', category: 'succulents-cacti', en: 'Golden Barrel Cactus', ar: 'صبار البرميل الذهبي', price: 119, art: 'plant-cactus', colors: potsWith([5, 5, 5]),
    ...plantText('A round cactus with golden spines, a desert classic.', 'صبار دائري بأشواك ذهبية، من كلاسيكيات الصحراء.', 'Full sun; water monthly.', 'شمس كاملة؛ ري شهري.') },
  // Laser engraving
  { slug: 'engraved-wooden-pen', category: 'laser-engraving', en: 'Engraved Wooden Pen', ar: 'قلم خشبي محفور', price: 95, art: 'engrave-pen', colors: WOOD, engrave: 20, cities: 'engrave', featured: true,
    descEn: 'A balanced wooden ballpoint pen laser-engraved with a name of your choice, in a gift box.', descAr: 'قلم حبر خشبي متوازن محفور بالليزر بالاسم الذي تختاره، في علبة هدية.' },
  { slug: 'engraved-leather-wallet', category: 'laser-engraving', en: 'Engraved Leather Wallet', ar: 'محفظة جلدية محفورة', price: 189, art: 'engrave-wallet', colors: LEATHER, engrave: 15, cities: 'engrave',
    descEn: 'Genuine leather bifold wallet with initials engraved inside.', descAr: 'محفظة من الجلد الطبيعي بطيتين مع حفر الأحرف الأولى من الداخل.' },
  { slug: 'engraved-crystal-plaque', category: 'laser-engraving', en: 'Engraved Crystal Plaque', ar: 'درع كريستال محفور', price: 349, art: 'engrave-plaque', stock: 12, engrave: 30, cities: 'engrave',
    descEn: 'A thick crystal plaque for graduations and achievements, engraved with your message.', descAr: 'درع كريستال سميك للتخرج والإنجازات، محفور برسالتك.' },
  { slug: 'engraved-photo-frame', category: 'laser-engraving', en: 'Engraved Wooden Photo Frame', ar: 'إطار صور خشبي محفور', price: 135, art: 'engrave-frame', colors: WOOD, engrave: 25, cities: 'engrave', featured: true,
    descEn: 'A solid wood frame for a 13×18 photo with a date or name engraved under it.', descAr: 'إطار من الخشب الصلب لصورة 13×18 مع حفر تاريخ أو اسم أسفلها.' },
  { slug: 'engraved-keychain', category: 'laser-engraving', en: 'Engraved Keychain', ar: 'ميدالية مفاتيح محفورة', price: 49, art: 'engrave-keychain', colors: [['Silver steel', 'فولاذ فضي', '#C0C0C0', 40], ['Gold steel', 'فولاذ ذهبي', '#D4AF37', 25]], engrave: 12, cities: 'engrave',
    descEn: 'Stainless steel keychain engraved on both sides.', descAr: 'ميدالية مفاتيح من الفولاذ المقاوم للصدأ محفورة على الجهتين.' },
  { slug: 'engraved-coffee-mug', category: 'laser-engraving', en: 'Engraved Coffee Mug', ar: 'كوب قهوة محفور', price: 69, art: 'engrave-mug', colors: [['Matte black', 'أسود مطفي', '#222222', 18], ['Sand', 'رملي', '#D8C3A5', 0]], engrave: 20, cities: 'engrave',
    descEn: 'A double-walled steel mug engraved with a name for the morning qahwa.', descAr: 'كوب فولاذي مزدوج الجدار محفور باسم لقهوة الصباح.' },
  { slug: 'engraved-jewellery-box', category: 'laser-engraving', en: 'Engraved Jewellery Box', ar: 'صندوق مجوهرات محفور', price: 229, art: 'engrave-box', colors: WOOD, engrave: 20, cities: 'engrave',
    descEn: 'A velvet-lined wooden jewellery box with an engraved lid.', descAr: 'صندوق مجوهرات خشبي مبطن بالمخمل مع غطاء محفور.' },
  { slug: 'engraved-leather-notebook', category: 'laser-engraving', en: 'Engraved Leather Notebook', ar: 'دفتر جلدي محفور', price: 119, art: 'engrave-notebook', colors: LEATHER, engrave: 20, cities: 'engrave',
    descEn: 'A refillable A5 leather notebook with a name engraved on the cover.', descAr: 'دفتر جلدي قابل لإعادة التعبئة بحجم A5 مع حفر الاسم على الغلاف.' },
  { slug: 'engraved-cutting-board', category: 'laser-engraving', en: 'Engraved Acacia Cutting Board', ar: 'لوح تقطيع أكاسيا محفور', price: 159, art: 'engrave-board', stock: 14, engrave: 25, cities: 'engrave',
    descEn: 'An acacia wood serving board engraved with a family name.', descAr: 'لوح تقديم من خشب الأكاسيا محفور باسم العائلة.' },
  { slug: 'engraved-quran-stand', category: 'laser-engraving', en: 'Engraved Wooden Quran Stand', ar: 'حامل مصحف خشبي محفور', price: 175, art: 'engrave-stand', colors: WOOD, engrave: 25, cities: 'engrave',
    descEn: 'A folding wooden stand with a name engraved on the front panel.', descAr: 'حامل خشبي قابل للطي مع حفر الاسم على اللوح الأمامي.' },
  { slug: 'engraved-thermal-tumbler', category: 'laser-engraving', en: 'Engraved Thermal Tumbler', ar: 'كوب حراري محفور', price: 89, art: 'engrave-mug', colors: [['Pearl white', 'أبيض لؤلؤي', '#F8F8F2', 22], ['Navy', 'كحلي', '#1F2A44', 13]], engrave: 20, cities: 'engrave',
    descEn: 'A 500 ml vacuum tumbler that keeps drinks cold for 24 hours, engraved with a name.', descAr: 'كوب حراري سعة 500 مل يحافظ على برودة المشروبات 24 ساعة، محفور بالاسم.' },
  { slug: 'engraved-name-necklace', category: 'laser-engraving', en: 'Engraved Arabic Name Necklace', ar: 'قلادة اسم عربي محفورة', price: 259, compareAt: 299, art: 'engrave-necklace', colors: [['Gold plated', 'مطلية بالذهب', '#D4AF37', 9], ['Silver', 'فضة', '#C0C0C0', 4]], engrave: 12, cities: 'engrave',
    descEn: 'A pendant engraved with a name in Arabic calligraphy.', descAr: 'قلادة محفورة باسم بالخط العربي.' },
  { slug: 'engraved-watch-box', category: 'laser-engraving', en: 'Engraved Watch Box', ar: 'علبة ساعات محفورة', price: 289, art: 'engrave-box', colors: [['Walnut', 'خشب الجوز', '#5C4033', 0], ['Oak', 'خشب البلوط', '#C8A165', 0]], engrave: 20, cities: 'engrave',
    descEn: 'A six-slot watch box with a glass lid and engraved initials.', descAr: 'علبة لست ساعات بغطاء زجاجي وأحرف أولى محفورة.' },
  { slug: 'engraved-ceramic-planter', category: 'laser-engraving', en: 'Engraved Planter with Succulent', ar: 'أصيص محفور مع نبتة عصارية', price: 115, art: 'plant-succulent', colors: potsWith([10, 10, 6]), engrave: 20, cities: 'engrave',
    descEn: 'A ceramic planter engraved with your words, planted with a small succulent.', descAr: 'أصيص سيراميك محفور بكلماتك، مزروع بنبتة عصارية صغيرة.' },
  // Gift cards
  { slug: 'gift-card-50', category: 'gift-cards', en: 'Gift Card 50 SAR', ar: 'بطاقة هدية 50 ريال', price: 50, art: 'gift-card', stock: 9999,
    descEn: 'A digital gift card worth 50 SAR, sent by message to the recipient.', descAr: 'بطاقة هدية رقمية بقيمة 50 ريال تُرسل برسالة إلى المستلم.' },
  { slug: 'gift-card-100', category: 'gift-cards', en: 'Gift Card 100 SAR', ar: 'بطاقة هدية 100 ريال', price: 100, art: 'gift-card', stock: 9999, featured: true,
    descEn: 'A digital gift card worth 100 SAR, sent by message to the recipient.', descAr: 'بطاقة هدية رقمية بقيمة 100 ريال تُرسل برسالة إلى المستلم.' },
  { slug: 'gift-card-200', category: 'gift-cards', en: 'Gift Card 200 SAR', ar: 'بطاقة هدية 200 ريال', price: 200, art: 'gift-card', stock: 9999,
    descEn: 'A digital gift card worth 200 SAR, sent by message to the recipient.', descAr: 'بطاقة هدية رقمية بقيمة 200 ريال تُرسل برسالة إلى المستلم.' },
  { slug: 'gift-card-300', category: 'gift-cards', en: 'Gift Card 300 SAR', ar: 'بطاقة هدية 300 ريال', price: 300, art: 'gift-card', stock: 9999,
    descEn: 'A digital gift card worth 300 SAR, sent by message to the recipient.', descAr: 'بطاقة هدية رقمية بقيمة 300 ريال تُرسل برسالة إلى المستلم.' },
  { slug: 'gift-card-500', category: 'gift-cards', en: 'Gift Card 500 SAR', ar: 'بطاقة هدية 500 ريال', price: 500, art: 'gift-card', stock: 9999,
    descEn: 'A digital gift card worth 500 SAR, sent by message to the recipient.', descAr: 'بطاقة هدية رقمية بقيمة 500 ريال تُرسل برسالة إلى المستلم.' },
  { slug: 'plant-lover-gift-card', category: 'gift-cards', en: 'Plant Lover Gift Card 150 SAR', ar: 'بطاقة هدية لمحبي النباتات 150 ريال', price: 150, art: 'gift-card', stock: 9999,
    descEn: 'A 150 SAR gift card with a plant illustration, for anyone who loves greenery.', descAr: 'بطاقة هدية بقيمة 150 ريال برسمة نبتة، لكل من يحب الخضرة.' },
  // Add-ons: chocolates
  { slug: 'assorted-chocolate-box', category: 'chocolates', en: 'Assorted Chocolate Box', ar: 'علبة شوكولاتة مشكلة', price: 89, art: 'addon-chocolate', stock: 60, addonType: 'chocolate',
    descEn: 'Sixteen assorted Belgian chocolates with nuts and caramel.', descAr: 'ست عشرة قطعة شوكولاتة بلجيكية مشكلة بالمكسرات والكراميل.' },
  { slug: 'chocolate-dates', category: 'chocolates', en: 'Chocolate-Covered Dates', ar: 'تمر مغطى بالشوكولاتة', price: 75.5, art: 'addon-chocolate', stock: 45, addonType: 'chocolate',
    descEn: 'Premium Sukkari dates stuffed with almonds and dipped in chocolate.', descAr: 'تمر سكري فاخر محشو باللوز ومغطى بالشوكولاتة.' },
  { slug: 'dark-chocolate-truffles', category: 'chocolates', en: 'Dark Chocolate Truffles', ar: 'ترافل الشوكولاتة الداكنة', price: 65.75, art: 'addon-chocolate', stock: 0, addonType: 'chocolate',
    descEn: 'Twelve hand-rolled dark chocolate truffles.', descAr: 'اثنتا عشرة قطعة ترافل من الشوكولاتة الداكنة ملفوفة يدويا.' },
  { slug: 'chocolate-almonds', category: 'chocolates', en: 'Chocolate Almonds Jar', ar: 'برطمان لوز بالشوكولاتة', price: 45, art: 'addon-chocolate', stock: 80, addonType: 'chocolate',
    descEn: 'Roasted almonds coated in milk chocolate, in a glass jar.', descAr: 'لوز محمص مغطى بشوكولاتة الحليب في برطمان زجاجي.' },
  // Add-ons: balloons
  { slug: 'happy-birthday-balloon', category: 'balloons', en: 'Happy Birthday Balloon', ar: 'بالون عيد ميلاد سعيد', price: 35, art: 'addon-balloon', colors: [['Gold', 'ذهبي', '#D4AF37', 30], ['Silver', 'فضي', '#C0C0C0', 20], ['Pink', 'وردي', '#F4A7B9', 0]], addonType: 'balloon', cities: 'big',
    descEn: 'A helium foil balloon with "Happy Birthday" lettering.', descAr: 'بالون هيليوم معدني بعبارة "عيد ميلاد سعيد".' },
  { slug: 'heart-balloon', category: 'balloons', en: 'Red Heart Balloon', ar: 'بالون قلب أحمر', price: 29, art: 'addon-balloon', stock: 50, addonType: 'balloon', cities: 'big',
    descEn: 'A red heart-shaped helium balloon.', descAr: 'بالون هيليوم أحمر على شكل قلب.' },
  { slug: 'congratulations-balloon', category: 'balloons', en: 'Congratulations Balloon', ar: 'بالون مبروك', price: 35, art: 'addon-balloon', stock: 25, addonType: 'balloon', cities: 'big',
    descEn: 'A foil balloon reading "Congratulations" in Arabic and English.', descAr: 'بالون معدني بعبارة "مبروك" بالعربية والإنجليزية.' },
  { slug: 'graduation-balloon', category: 'balloons', en: 'Graduation Balloon', ar: 'بالون التخرج', price: 39, art: 'addon-balloon', stock: 18, addonType: 'balloon', cities: 'big',
    descEn: 'A graduation cap balloon for the new graduate.', descAr: 'بالون على شكل قبعة التخرج للخريج الجديد.' },
  { slug: 'balloon-bouquet', category: 'balloons', en: 'Balloon Bouquet of Five', ar: 'باقة خمسة بالونات', price: 99, art: 'addon-balloon', stock: 10, addonType: 'balloon', cities: 'barq',
    descEn: 'Five pastel helium balloons tied with ribbon.', descAr: 'خمسة بالونات هيليوم بألوان هادئة مربوطة بشريطة.' },
  // Add-ons: greeting cards
  { slug: 'thank-you-card', category: 'greeting-cards', en: 'Thank You Card', ar: 'بطاقة شكر', price: 15, art: 'addon-card', stock: 200, addonType: 'card',
    descEn: 'A letterpress thank-you card with your handwritten message.', descAr: 'بطاقة شكر مطبوعة مع رسالتك بخط اليد.' },
  { slug: 'congratulations-card', category: 'greeting-cards', en: 'Congratulations Card', ar: 'بطاقة تهنئة مبروك', price: 15, art: 'addon-card', stock: 200, addonType: 'card',
    descEn: 'A gold-foil congratulations card for weddings, births and new homes.', descAr: 'بطاقة تهنئة بطباعة ذهبية للأعراس والمواليد والمنازل الجديدة.' },
  { slug: 'get-well-card', category: 'greeting-cards', en: 'Get Well Soon Card', ar: 'بطاقة سلامتك', price: 12.5, art: 'addon-card', stock: 150, addonType: 'card',
    descEn: 'A warm get-well-soon card with a botanical design.', descAr: 'بطاقة دافئة للتمني بالشفاء بتصميم نباتي.' },
  { slug: 'eid-greeting-card', category: 'greeting-cards', en: 'Eid Greeting Card', ar: 'بطاقة معايدة العيد', price: 15, art: 'addon-card', stock: 300, addonType: 'card',
    descEn: 'An Eid Mubarak card with crescent and lantern artwork.', descAr: 'بطاقة عيد مبارك برسومات الهلال والفانوس.' },
  // Add-ons: vases
  { slug: 'clear-glass-vase', category: 'vases', en: 'Clear Glass Vase', ar: 'مزهرية زجاجية شفافة', price: 59, art: 'addon-vase', stock: 35, addonType: 'vase',
    descEn: 'A hand-blown clear glass vase, 25 cm tall.', descAr: 'مزهرية زجاجية شفافة منفوخة يدويا بارتفاع 25 سم.' },
  { slug: 'ceramic-vase', category: 'vases', en: 'Ribbed Ceramic Vase', ar: 'مزهرية سيراميك مضلعة', price: 85, art: 'addon-vase', colors: [['Ivory', 'عاجي', '#FFFFF0', 12], ['Sage green', 'أخضر مريمي', '#9CAF88', 7]], addonType: 'vase',
    descEn: 'A ribbed ceramic vase with a satin glaze.', descAr: 'مزهرية سيراميك مضلعة بطلاء ساتان.' },
  { slug: 'gold-rim-vase', category: 'vases', en: 'Gold Rim Vase', ar: 'مزهرية بحافة ذهبية', price: 119, art: 'addon-vase', stock: 0, addonType: 'vase',
    descEn: 'A smoked glass vase finished with a gold rim.', descAr: 'مزهرية من الزجاج المدخن بحافة ذهبية.' },
];
