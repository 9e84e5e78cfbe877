import type { PageBlock } from '../schema/content';

interface PageSpec {
  slug: string;
  en: string;
  ar: string;
  blocksEn: PageBlock[];
  blocksAr: PageBlock[];
}

const b = (heading: string | null, text: string): PageBlock => ({ heading, text });

export const pageData: readonly PageSpec[] = [
  {
    slug: 'privacy-policy',
    en: 'Privacy Policy',
    ar: 'سياسة الخصوصية',
    blocksEn: [
      b(
        null,
        'This policy explains what Hadiya collects when you browse, order and contact us, and how we protect it.',
      ),
      b(
        'What we collect',
        'Your name, mobile number and e-mail when you sign in; the recipient details you enter at checkout; your chosen city and language; and the orders you place.',
      ),
      b(
        'Payments',
        'Card details are entered with our payment providers and never stored on our servers; we keep only a token and the last four digits of saved cards.',
      ),
      b(
        'How we use it',
        'To deliver gifts, send order updates and notifications you allow, answer support tickets, and prevent fraud. We do not sell personal data.',
      ),
      b(
        'Your choices',
        'You can update your profile, turn off notifications in your browser, or delete your account from the menu at any time.',
      ),
      b('Contact', 'Questions about privacy: use the Contact Us page and choose "Privacy".'),
    ],
    blocksAr: [
      b(null, 'توضح هذه السياسة ما تجمعه هدية عند التصفح والطلب والتواصل معنا، وكيف نحميه.'),
      b(
        'ما نجمعه',
        'اسمك ورقم جوالك وبريدك الإلكتروني عند تسجيل الدخول، وبيانات المستلم التي تدخلها عند إتمام الطلب، والمدينة واللغة المختارتين، والطلبات التي تقوم بها.',
      ),
      b(
        'المدفوعات',
        'تُدخل بيانات البطاقة لدى مزودي الدفع ولا تُخزن على خوادمنا؛ نحتفظ فقط برمز وآخر أربعة أرقام للبطاقات المحفوظة.',
      ),
      b(
        'كيف نستخدمها',
        'لتوصيل الهدايا وإرسال تحديثات الطلب والإشعارات التي تسمح بها والرد على التذاكر ومنع الاحتيال. لا نبيع البيانات الشخصية.',
      ),
      b('خياراتك', 'يمكنك تحديث ملفك الشخصي أو إيقاف الإشعارات من المتصفح أو حذف حسابك من القائمة في أي وقت.'),
      b('التواصل', 'لأسئلة الخصوصية: استخدم صفحة تواصل معنا واختر "الخصوصية".'),
    ],
  },
  {
    slug: 'about',
    en: 'About Hadiya',
    ar: 'عن هدية',
    blocksEn: [
      b(
        null,
        'Hadiya is a Saudi gift shop for living plants, laser-engraved keepsakes and gift cards, delivered to your loved ones across the Kingdom.',
      ),
      b(
        'Our promise',
        'Every plant is hand-picked and potted in our Riyadh greenhouse; every engraving is checked before it leaves the workshop.',
      ),
      b('Cafes', 'Visit our cafes in Riyadh, Jeddah, Dammam and Al Khobar to pick up an order with a cup of coffee.'),
    ],
    blocksAr: [
      b(
        null,
        'هدية متجر سعودي للنباتات الحية والتذكارات المحفورة بالليزر وبطاقات الهدايا، نوصلها لأحبابك في جميع أنحاء المملكة.',
      ),
      b('وعدنا', 'كل نبتة مختارة يدويا ومزروعة في مشتلنا بالرياض، وكل حفر يُفحص قبل أن يغادر الورشة.'),
      b('المقاهي', 'زر مقاهينا في الرياض وجدة والدمام والخبر لاستلام طلبك مع فنجان قهوة.'),
    ],
  },
  {
    slug: 'gifts-care',
    en: 'Gift Care',
    ar: 'العناية بالهدايا',
    blocksEn: [
      b(
        'Light',
        'Most indoor plants prefer bright, indirect light. Keep them away from air-conditioning vents and direct afternoon sun.',
      ),
      b(
        'Water',
        'Water when the top 2 cm of soil is dry. Succulents and cacti need water only every two to four weeks.',
      ),
      b('Orchids', 'Give an orchid three ice cubes a week and never let it stand in water.'),
      b(
        'Engraved wood and leather',
        'Wipe with a dry cloth; a drop of leather balm twice a year keeps wallets and notebooks supple.',
      ),
    ],
    blocksAr: [
      b('الإضاءة', 'تفضل معظم النباتات الداخلية الضوء الساطع غير المباشر. أبعدها عن فتحات المكيف وشمس العصر المباشرة.'),
      b(
        'الري',
        'اسقِ النبتة عندما يجف أعلى ٢ سم من التربة. العصاريات والصبار تحتاج الماء كل أسبوعين إلى أربعة أسابيع فقط.',
      ),
      b('الأوركيد', 'ضع ثلاث مكعبات ثلج للأوركيد أسبوعيا ولا تتركه واقفا في الماء.'),
      b(
        'الخشب والجلد المحفور',
        'امسحه بقطعة قماش جافة؛ وقطرة من مرطب الجلد مرتين في السنة تحافظ على نعومة المحافظ والدفاتر.',
      ),
    ],
  },
  {
    slug: 'faq',
    en: 'Frequently Asked Questions',
    ar: 'الأسئلة الشائعة',
    blocksEn: [
      b(
        'How fast is delivery?',
        'Riyadh orders are delivered the same day. Other cities take 2-6 working days, excluding Friday and Saturday.',
      ),
      b(
        'Can I return a gift?',
        'Returns are accepted within 3 days of delivery for items that are unused and in their original condition.',
      ),
      b(
        'Which payment methods do you accept?',
        'Local debit cards, Visa, MasterCard, and a mobile wallet payment on Safari. You can also pay later in 4 payments, or with another provider for orders from 18.50 SAR, or use your Hadiya wallet.',
      ),
      b(
        'Can I pick up from a cafe?',
        'Yes. Choose cafe pickup at checkout and we will tell you when your gift is ready.',
      ),
      b('Are prices VAT inclusive?', 'Yes, all prices include 15% VAT.'),
      b(
        'How do I reach customer care?',
        'Use the Contact Us page. Signed in, you can open a ticket about an order, attach a photo or a PDF, and follow the replies under My Tickets; refunds approved there go to your Hadiya wallet.',
      ),
    ],
    blocksAr: [
      b(
        'ما سرعة التوصيل؟',
        'طلبات الرياض تُوصَّل في نفس اليوم. المدن الأخرى من ٢ إلى ٦ أيام عمل، باستثناء الجمعة والسبت.',
      ),
      b('هل يمكنني إرجاع الهدية؟', 'يُقبل الإرجاع خلال ٣ أيام من التوصيل للمنتجات غير المستخدمة وبحالتها الأصلية.'),
      b(
        'ما طرق الدفع المقبولة؟',
        'بطاقات مدى وفيزا وماستركارد والدفع بالمحفظة عبر الجوال في متصفح سفاري. ويمكنك التقسيط على ٤ دفعات، أو مع مزود آخر للطلبات من ١٨٫٥٠ ريال، أو استخدام محفظة هدية.',
      ),
      b(
        'هل يمكنني الاستلام من المقهى؟',
        'نعم. اختر الاستلام من المقهى عند إتمام الطلب وسنخبرك عندما تكون هديتك جاهزة.',
      ),
      b('هل الأسعار شاملة الضريبة؟', 'نعم، جميع الأسعار شاملة ضريبة القيمة المضافة ١٥٪.'),
      b(
        'كيف أتواصل مع خدمة العملاء؟',
        'من صفحة تواصل معنا. بعد تسجيل الدخول يمكنك فتح تذكرة بخصوص طلب وإرفاق صورة أو ملف PDF ومتابعة الردود في تبويب تذاكري، والمبالغ المستردة المعتمدة تضاف إلى محفظتك في هدية.',
      ),
    ],
  },
  {
    slug: 'terms',
    en: 'Terms and Conditions',
    ar: 'الشروط والأحكام',
    blocksEn: [
      b(
        null,
        'These terms apply to every order placed on Hadiya. By placing an order you accept them; the checkout asks you to confirm this before you pay.',
      ),
      b(
        'Prices and payment',
        'Prices are in Saudi riyals and include 15% VAT. The total you pay is the one shown at checkout, with delivery, add-ons, discounts and wallet credit already counted. You pay by card (mada, Visa, Mastercard), Apple Pay, STC Pay, in instalments through Tabby or Tamara, or with your Hadiya wallet; instalment plans are agreements between you and that provider.',
      ),
      b(
        'Delivery and pickup',
        'We deliver in the chosen city on the date and time slot you pick, or on the ones your recipient picks when you let them write the address. Delivery times outside Riyadh are estimates. For a cafe pickup we tell you when the order is ready at the branch you chose.',
      ),
      b(
        'Gifts sent to a friend',
        'The recipient gets a link by text message. If they decline the gift, we refund what you paid: to your Hadiya wallet when you ordered signed in, otherwise to the way you paid.',
      ),
      b(
        'Cancellations and refunds',
        'To cancel an order before we prepare it, contact us. Unused items in their original condition can be returned within 3 days of delivery; live plants and engraved or personalised items only if they arrive damaged (send us a photo within the same 3 days). Approved refunds go to your Hadiya wallet.',
      ),
      b(
        'Coupons and wallet',
        'A coupon applies under the conditions shown with it and cannot be exchanged for cash. Wallet credit is for purchases on Hadiya and is not transferable.',
      ),
      b(
        'Your account',
        'Keep your sign-in details to yourself. You can delete your account from the menu at any time; orders already placed are still delivered.',
      ),
      b('Contact', 'Questions about an order or these terms: use the Contact Us page.'),
    ],
    blocksAr: [
      b(
        null,
        'تسري هذه الشروط على كل طلب في هدية. بإتمام طلبك فإنك توافق عليها، ويطلب منك إتمام الطلب تأكيد ذلك قبل الدفع.',
      ),
      b(
        'الأسعار والدفع',
        'الأسعار بالريال السعودي وشاملة ضريبة القيمة المضافة ١٥٪. المبلغ الذي تدفعه هو الإجمالي الظاهر عند إتمام الطلب، محتسبا فيه التوصيل والإضافات والخصومات ورصيد المحفظة. يمكنك الدفع بالبطاقة (مدى، فيزا، ماستركارد) أو Apple Pay أو STC Pay أو بالتقسيط عبر تابي أو تمارا أو من محفظة هدية، وخطط التقسيط اتفاق بينك وبين مزودها.',
      ),
      b(
        'التوصيل والاستلام',
        'نوصل في المدينة المختارة في التاريخ والفترة اللذين تختارهما، أو اللذين يختارهما المستلم إن تركت له كتابة العنوان. مواعيد التوصيل خارج الرياض تقديرية. في الاستلام من المقهى نخبرك عندما يكون طلبك جاهزا في الفرع الذي اخترته.',
      ),
      b(
        'الهدايا المرسلة إلى صديق',
        'يصل المستلم رابط برسالة نصية. إن رفض الهدية نعيد لك ما دفعته: إلى محفظتك في هدية إن طلبت بعد تسجيل الدخول، وإلا إلى وسيلة الدفع نفسها.',
      ),
      b(
        'الإلغاء والاسترداد',
        'لإلغاء طلب قبل أن نجهزه تواصل معنا. يُقبل إرجاع المنتجات غير المستخدمة وبحالتها الأصلية خلال ٣ أيام من التوصيل، أما النباتات الحية والمنتجات المحفورة أو المخصصة فلا تُرجع إلا إذا وصلت تالفة (أرسل لنا صورة خلال الأيام الثلاثة نفسها). تضاف المبالغ المستردة المعتمدة إلى محفظتك في هدية.',
      ),
      b(
        'الكوبونات والمحفظة',
        'يُطبق الكوبون وفق الشروط الظاهرة معه ولا يُستبدل نقدا. رصيد المحفظة للشراء من هدية ولا يُحوَّل.',
      ),
      b('حسابك', 'احتفظ ببيانات دخولك لنفسك. يمكنك حذف حسابك من القائمة في أي وقت، والطلبات القائمة تُسلَّم كما هي.'),
      b('التواصل', 'لأسئلة الطلبات أو هذه الشروط: استخدم صفحة تواصل معنا.'),
    ],
  },
];
