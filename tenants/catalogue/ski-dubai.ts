// Ski Dubai's catalogue seed (AED, 2 decimals, AKs prefixed SKD): the passes, packages, lessons and events the
// home page and menus advertise, with the calendars their tickets book against.
import { EXPERIENCE_CATEGORY_IDS as CAT, type CatalogueSeed } from "./types";
import { ALL_GREEN, GULF_WEEK, performances, type Venue, venueCalendar, venueCard } from "./build";
import {
  ANNUAL_MEMBERSHIP,
  DINING_TABLE,
  FAMILY_PACK,
  FESTIVE_EVENING,
  GROUP_SKI_LESSON,
  GROUP_SNOWBOARD_LESSON,
  ICE_SKATING,
  JUNIOR_SKI_CAMP,
  JUNIOR_SNOWBOARD_LESSON,
  LABELS,
  LITTLE_SKIERS_LESSON,
  PENGUIN_ENCOUNTER,
  PRIVATE_SKI_LESSON,
  PRIVATE_SNOWBOARD_LESSON,
  SKI_ACADEMY,
  SLOPE_DAY,
  SLOPE_DAY_VOUCHER,
  SLOPE_SESSION,
  SNOW_CINEMA,
  SNOW_PARK,
  THREE_DAY_SKI_COURSE,
  TWO_DAY_PACKAGE,
  WINTER_OFFER,
} from "./shared-products";

/** Ski Dubai; its calendars take the Gulf weekend tags and AED steps unless told otherwise. */
const VENUE: Venue = { ak: "SKD", name: "Ski Dubai", decimals: 2, week: GULF_WEEK, steps: [20, 40] };
const cal = venueCalendar(VENUE);

export const skiDubaiCatalogue: CatalogueSeed = {
  cards: [
    // ---------- Passes (Snow Park and slope) ----------
    venueCard(VENUE, {
      ...SNOW_PARK,
      id: 101,
      title: { en: "Snow Park", ar: "حديقة الثلج" },
      description: {
        en: "Sledging, snow slides, a snowball zone and an ice cave to explore in our winter playground.",
        ar: "التزلج بالمزالج والمنزلقات الثلجية ومنطقة لتراشق كرات الثلج وكهف جليدي لاستكشافه في ملعبنا الشتوي.",
      },
      includes: {
        en: ["Full-day Snow Park access", "Sledges and snow tubes", "Winter jacket, trousers and boots", "The ice cave"],
        ar: ["دخول حديقة الثلج ليوم كامل", "المزالج وإطارات التزحلق", "سترة وبنطال وحذاء شتوي", "الكهف الجليدي"],
      },
      alt: { en: "Children sledging down a snowy slope", ar: "أطفال يتزلجون بالمزالج على منحدر ثلجي" },
      prices: { adult: 150, junior: 140, child: 130, infant: null },
    }),
    venueCard(VENUE, {
      id: 102,
      name: "snow-classic",
      kind: "pass",
      sort_order: 2,
      title: { en: "Snow Classic", ar: "سنو كلاسيك" },
      description: {
        en: "Snow Park access plus unlimited chairlift rides to the top of the slope for the view.",
        ar: "دخول حديقة الثلج مع رحلات غير محدودة على مصعد الكراسي إلى قمة المنحدر للاستمتاع بالإطلالة.",
      },
      includes: {
        en: ["Full-day Snow Park access", "Unlimited chairlift rides", "Winter clothing and boots"],
        ar: ["دخول حديقة الثلج ليوم كامل", "رحلات غير محدودة على مصعد الكراسي", "الملابس الشتوية والحذاء"],
      },
      label_text: LABELS.from3,
      icon: "ticket",
      alt: { en: "The chairlift above the snowy slope", ar: "مصعد الكراسي فوق المنحدر الثلجي" },
      experience_category_ids: [CAT.snowPark],
      gtm: ["Passes", "Snow Park", "All ages"],
      card_discount_temp: WINTER_OFFER,
      ak: "CLASSIC.DAY",
      event_ak: "CLASSIC",
      prices: { adult: 225, junior: 210, child: 195, infant: null },
      minimum_age: 3,
    }),
    venueCard(VENUE, {
      id: 103,
      name: "snow-premium",
      kind: "pass",
      sort_order: 3,
      title: { en: "Snow Premium", ar: "سنو بريميوم" },
      description: {
        en: "Our full day out: Snow Park, unlimited chairlift rides, a front-row spot at the penguin march and a hot chocolate at the lodge.",
        ar: "يومك الكامل معنا: حديقة الثلج ورحلات غير محدودة على مصعد الكراسي ومكان في الصف الأول لمشاهدة مسيرة البطاريق وكوب شوكولاتة ساخنة في الاستراحة.",
      },
      includes: {
        en: ["Full-day Snow Park access", "Unlimited chairlift rides", "Front-row penguin march", "A hot chocolate at the lodge"],
        ar: ["دخول حديقة الثلج ليوم كامل", "رحلات غير محدودة على مصعد الكراسي", "الصف الأول في مسيرة البطاريق", "كوب شوكولاتة ساخنة في الاستراحة"],
      },
      label_text: LABELS.from3,
      icon: "star",
      alt: { en: "Penguins marching across the snow", ar: "بطاريق تسير فوق الثلج" },
      experience_category_ids: [CAT.snowPark],
      gtm: ["Passes", "Snow Park", "All ages"],
      ak: "PREMIUM.DAY",
      event_ak: "PREMIUM",
      prices: { adult: 330, junior: 310, child: 290, infant: null },
      minimum_age: 3,
    }),
    venueCard(VENUE, {
      ...SLOPE_SESSION,
      id: 104,
      sort_order: 4,
      includes: {
        en: ["Two hours on all runs", "Skis or snowboard, boots, poles and helmet", "Winter jacket and trousers"],
        ar: ["ساعتان على جميع المسارات", "الزلاجات أو لوح التزلج والحذاء والعصي والخوذة", "سترة وبنطال شتوي"],
      },
      alt: { en: "A skier carving down the main run", ar: "متزلج ينعطف على المسار الرئيسي" },
      prices: { adult: 280, junior: 255, child: null, infant: null },
    }),
    venueCard(VENUE, {
      ...SLOPE_DAY,
      id: 105,
      sort_order: 5,
      description: {
        en: "Ski or ride from opening to closing on all five runs, with skis or a snowboard, boots, poles and helmet included.",
        ar: "تزلّج من الافتتاح حتى الإغلاق على المسارات الخمسة، مع الزلاجات أو لوح التزلج والحذاء والعصي والخوذة.",
      },
      includes: {
        en: ["All-day access to every run", "Skis or snowboard, boots, poles and helmet", "Winter jacket and trousers"],
        ar: ["دخول جميع المسارات طوال اليوم", "الزلاجات أو لوح التزلج والحذاء والعصي والخوذة", "سترة وبنطال شتوي"],
      },
      alt: { en: "Snowboarders at the top of the slope", ar: "راكبو ألواح التزلج في قمة المنحدر" },
      prices: { adult: 395, junior: 365, child: null, infant: null },
    }),
    // ---------- Penguins and cinema ----------
    venueCard(VENUE, {
      ...PENGUIN_ENCOUNTER,
      id: 106,
      sort_order: 6,
      description: {
        en: "Meet our gentoo and king penguins up close with a keeper, learn how we care for them and take home a photo.",
        ar: "قابل بطاريق الجنتو والبطاريق الملكية عن قرب برفقة أحد المشرفين، وتعرّف على طريقة رعايتنا لها، واحتفظ بصورة تذكارية.",
      },
      includes: {
        en: ["A 40-minute session with a penguin keeper", "A photo with the penguins", "Snow Park access on the day"],
        ar: ["جلسة مدتها 40 دقيقة مع مشرف البطاريق", "صورة تذكارية مع البطاريق", "دخول حديقة الثلج في اليوم نفسه"],
      },
      alt: { en: "A gentoo penguin waddling towards a visitor", ar: "بطريق جنتو يمشي نحو أحد الزوار" },
      prices: { adult: 275, junior: 255, child: null, infant: null },
      upgrade_title: { en: "VIP upgrade: behind the scenes with the keepers", ar: "ترقية VIP: جولة خلف الكواليس مع المشرفين" },
      upgrade_prices: { adult: 150, junior: 150, child: null, infant: null },
    }),
    venueCard(VENUE, {
      ...SNOW_CINEMA,
      id: 107,
      sort_order: 7,
      includes: {
        en: ["A heated seat and a blanket", "Hot chocolate and popcorn", "Winter jacket and boots"],
        ar: ["مقعد مدفأ وبطانية", "شوكولاتة ساخنة وفشار", "سترة وحذاء شتوي"],
      },
      alt: { en: "A big screen glowing in the snow", ar: "شاشة كبيرة مضيئة وسط الثلج" },
      prices: { adult: 175, junior: 150, child: 150, infant: null },
    }),
    // ---------- Packages ----------
    venueCard(VENUE, {
      ...FAMILY_PACK,
      id: 108,
      title: { en: "Family Snow Classic pack", ar: "باقة سنو كلاسيك العائلية" },
      description: {
        en: "Two adults and two children with Snow Classic, a family photo and lunch at the lodge.",
        ar: "شخصان بالغان وطفلان مع سنو كلاسيك وصورة عائلية وغداء في الاستراحة.",
      },
      includes: {
        en: ["Snow Classic for four", "A family photo", "Lunch at the lodge"],
        ar: ["سنو كلاسيك لأربعة أشخاص", "صورة عائلية", "غداء في الاستراحة"],
      },
      alt: { en: "A family building a snowman", ar: "عائلة تصنع رجل ثلج" },
      prices: { adult: 215, junior: 215, child: 215, infant: null },
    }),
    venueCard(VENUE, {
      ...TWO_DAY_PACKAGE,
      id: 109,
      title: { en: "Two-day snow package", ar: "باقة الثلج ليومين" },
      description: {
        en: "Two consecutive days of Snow Premium, so you can come back for the penguin march and the chairlift.",
        ar: "يومان متتاليان من سنو بريميوم لتعود مجددًا لمشاهدة مسيرة البطاريق وركوب مصعد الكراسي.",
      },
      includes: {
        en: ["Snow Premium on two consecutive days", "Front-row penguin march on both days", "Two hot chocolates"],
        ar: ["سنو بريميوم ليومين متتاليين", "الصف الأول في مسيرة البطاريق في اليومين", "كوبان من الشوكولاتة الساخنة"],
      },
      alt: { en: "Friends on the chairlift", ar: "أصدقاء على مصعد الكراسي" },
      ticket_title: { en: "Snow Premium day", ar: "يوم سنو بريميوم" },
      price: 560,
      prices: { adult: 280, junior: 265, child: 250, infant: null },
    }),
    // ---------- Ski lessons ----------
    venueCard(VENUE, {
      ...GROUP_SKI_LESSON,
      id: 111,
      description: {
        en: "One hour with a certified instructor in the beginner area. Skis, boots and helmet included.",
        ar: "ساعة مع مدرب معتمد في منطقة المبتدئين، وتشمل الزلاجات والحذاء والخوذة.",
      },
      label_text: LABELS.from3,
      alt: { en: "An instructor with a group of beginner skiers", ar: "مدرب مع مجموعة من المتزلجين المبتدئين" },
      prices: { adult: 250, junior: 250, child: 230, infant: null },
      minimum_age: 3,
    }),
    venueCard(VENUE, {
      ...LITTLE_SKIERS_LESSON,
      id: 112,
      includes: {
        en: ["A 45-minute lesson, up to 5 children", "Skis, boots and helmet", "A progress sticker card"],
        ar: ["درس مدته 45 دقيقة، حتى 5 أطفال", "الزلاجات والحذاء والخوذة", "بطاقة ملصقات لمتابعة التقدّم"],
      },
      label_text: { en: "Ages 3 to 6", ar: "من 3 إلى 6 أعوام" },
      alt: { en: "A small child on skis holding an instructor's hands", ar: "طفل صغير على الزلاجات يمسك بيدي المدرب" },
      lesson: { level_ids: [1, 2], lesson_type: 1, age_type: 4 },
      prices: { adult: null, junior: null, child: 210, infant: null },
      minimum_age: 3,
    }),
    venueCard(VENUE, {
      ...JUNIOR_SKI_CAMP,
      id: 113,
      description: {
        en: "Five mornings in a row of coaching, games and slope time for young skiers who already snowplough, with a medal on the last day.",
        ar: "خمسة صباحات متتالية من التدريب والألعاب والتزلج على المنحدر للمتزلجين الصغار الذين يتقنون وضعية الإسفين، مع ميدالية في اليوم الأخير.",
      },
      includes: {
        en: ["Three hours of coaching a day for five days", "A snack and a drink each day", "All ski gear and winter clothing", "A medal and a progress report"],
        ar: ["ثلاث ساعات تدريب يوميًا لمدة خمسة أيام", "وجبة خفيفة ومشروب كل يوم", "جميع معدات التزلج والملابس الشتوية", "ميدالية وتقرير عن التقدّم"],
      },
      alt: { en: "Young skiers lined up with their coach", ar: "متزلجون صغار يصطفون مع مدربهم" },
      prices: { adult: null, junior: 1250, child: null, infant: null },
    }),
    venueCard(VENUE, {
      ...PRIVATE_SKI_LESSON,
      id: 114,
      title: { en: "Private coaching", ar: "تدريب خاص" },
      description: {
        en: "An instructor all to yourself to polish your technique, try the moguls or prepare for your first black run.",
        ar: "مدرب مخصص لك وحدك لتحسين أسلوبك أو تجربة المطبات الثلجية أو الاستعداد لأول مسار أسود.",
      },
      includes: {
        en: ["A one-hour private lesson", "Any level, from first steps to high performance", "Skis, boots, poles and helmet", "Bring up to 3 more people at a reduced price"],
        ar: ["درس خاص مدته ساعة", "لجميع المستويات، من الخطوات الأولى إلى الأداء العالي", "الزلاجات والحذاء والعصي والخوذة", "أضف حتى 3 أشخاص بسعر مخفّض"],
      },
      alt: { en: "A coach skiing beside a single pupil", ar: "مدرب يتزلج إلى جانب متدرب واحد" },
      additional_price: 230,
      prices: { adult: 460, junior: 460, child: 460, infant: null },
      minimum_age: 3,
    }),
    venueCard(VENUE, {
      ...THREE_DAY_SKI_COURSE,
      id: 115,
      description: {
        en: "Three group lessons on three days in a row to move from the learning slope to linked turns on the main run, at a saving.",
        ar: "ثلاثة دروس جماعية في ثلاثة أيام متتالية للانتقال من منحدر التعلّم إلى الانعطافات المتصلة على المسار الرئيسي، بسعر مخفّض.",
      },
      includes: {
        en: ["A 90-minute group lesson on each of three days", "Slope access after each lesson", "All ski gear and winter clothing"],
        ar: ["درس جماعي مدته 90 دقيقة في كل يوم من الأيام الثلاثة", "دخول المنحدر بعد كل درس", "جميع معدات التزلج والملابس الشتوية"],
      },
      alt: { en: "Adult skiers practising turns", ar: "متزلجون بالغون يتدربون على الانعطاف" },
      price: 630,
      prices: { adult: 210, junior: null, child: null, infant: null },
    }),
    venueCard(VENUE, {
      ...SKI_ACADEMY,
      id: 116,
      description: {
        en: "A six-week weekend programme that takes young skiers from their first turns to the top of the slope.",
        ar: "برنامج لمدة ستة أسابيع في عطلات نهاية الأسبوع ينقل المتزلجين الصغار من أولى انعطافاتهم إلى قمة المنحدر.",
      },
      alt: { en: "A young racer passing a slalom gate", ar: "متسابق صغير يجتاز بوابة التعرّج" },
      prices: { adult: null, junior: 1450, child: 1450, infant: null },
    }),
    // ---------- Snowboard lessons ----------
    venueCard(VENUE, {
      ...GROUP_SNOWBOARD_LESSON,
      id: 121,
      description: {
        en: "Learn to stand, glide and link your first turns on a board in a small group.",
        ar: "تعلّم الوقوف والانزلاق وأداء أولى انعطافاتك على اللوح ضمن مجموعة صغيرة.",
      },
      alt: { en: "Beginners learning to balance on snowboards", ar: "مبتدئون يتعلمون التوازن على ألواح التزلج" },
      prices: { adult: 250, junior: 250, child: null, infant: null },
    }),
    venueCard(VENUE, {
      ...JUNIOR_SNOWBOARD_LESSON,
      id: 122,
      alt: { en: "A junior rider making a first turn", ar: "متزلج ناشئ يؤدي أول انعطافة على اللوح" },
      prices: { adult: null, junior: 230, child: null, infant: null },
    }),
    venueCard(VENUE, {
      ...PRIVATE_SNOWBOARD_LESSON,
      id: 123,
      title: { en: "Private snowboard coaching", ar: "تدريب خاص على التزلج باللوح" },
      includes: {
        en: ["A one-hour private lesson", "Snowboard, boots and helmet", "Video feedback on request"],
        ar: ["درس خاص مدته ساعة", "لوح التزلج والحذاء والخوذة", "تحليل بالفيديو عند الطلب"],
      },
      alt: { en: "A rider carving on the main run", ar: "متزلج على اللوح ينعطف على المسار الرئيسي" },
      prices: { adult: 460, junior: null, child: null, infant: null },
    }),
    // ---------- Membership and voucher ----------
    venueCard(VENUE, {
      ...ANNUAL_MEMBERSHIP,
      id: 131,
      description: {
        en: "Unlimited slope time all year, members-only early sessions and 20% off lessons and at the café.",
        ar: "وقت غير محدود على المنحدر طوال العام، وجلسات صباحية مبكرة حصرية للأعضاء، وخصم 20% على الدروس وفي المقهى.",
      },
      includes: {
        en: ["Unlimited slope access for 12 months", "Members-only early sessions", "20% off lessons and at the café", "A free guest pass each quarter"],
        ar: ["دخول غير محدود إلى المنحدر لمدة 12 شهرًا", "جلسات صباحية مبكرة حصرية للأعضاء", "خصم 20% على الدروس وفي المقهى", "تذكرة مجانية لضيف كل ثلاثة أشهر"],
      },
      alt: { en: "A member's card on a snowy background", ar: "بطاقة عضوية على خلفية ثلجية" },
      prices: { adult: 2950, junior: null, child: null, infant: null },
    }),
    venueCard(VENUE, {
      ...SLOPE_DAY_VOUCHER,
      id: 132,
      prices: { adult: 395, junior: 365, child: null, infant: null },
    }),
    // ---------- Events, ice rink and dining ----------
    venueCard(VENUE, {
      ...FESTIVE_EVENING,
      id: 141,
      description: {
        en: "A festive evening in the snow with carol singers, a visit from Santa, lantern-lit sledging and roasted chestnuts.",
        ar: "أمسية احتفالية وسط الثلج مع فرقة غناء وزيارة من بابا نويل والتزلج بالمزالج تحت أضواء الفوانيس والكستناء المشوية.",
      },
      includes: {
        en: ["Evening Snow Park access", "Meet Santa in his grotto", "Roasted chestnuts and hot chocolate", "A festive gift for every child"],
        ar: ["دخول حديقة الثلج في المساء", "لقاء بابا نويل في كوخه", "كستناء مشوية وشوكولاتة ساخنة", "هدية احتفالية لكل طفل"],
      },
      alt: { en: "Lanterns lighting a snowy evening", ar: "فوانيس تضيء أمسية ثلجية" },
      prices: { adult: 195, junior: 165, child: 135, infant: 0 },
    }),
    venueCard(VENUE, {
      ...ICE_SKATING,
      id: 142,
      alt: { en: "Skaters gliding around the rink", ar: "متزلجون ينزلقون حول الحلبة" },
      prices: { adult: 75, junior: 65, child: 55, infant: null },
    }),
    venueCard(VENUE, {
      ...DINING_TABLE,
      id: 143,
      name: "fireside-dinner",
      title: { en: "Fireside dinner at the lodge", ar: "عشاء بجانب المدفأة في الاستراحة" },
      description: {
        en: "A three-course alpine dinner at your own table by the fire, looking out over the lit-up slope.",
        ar: "عشاء جبلي من ثلاثة أطباق على طاولتك الخاصة بجانب المدفأة، بإطلالة على المنحدر المضاء.",
      },
      includes: {
        en: ["A three-course set menu", "A private table for up to 4", "Soft drinks and hot chocolate"],
        ar: ["قائمة طعام من ثلاثة أطباق", "طاولة خاصة حتى 4 أشخاص", "مشروبات غازية وشوكولاتة ساخنة"],
      },
      label_text: { en: "Tables of 4", ar: "طاولات لأربعة أشخاص" },
      alt: { en: "A dinner table beside a fireplace", ar: "طاولة عشاء بجانب المدفأة" },
      gtm: ["Dining", "Lodge", "All ages"],
      ticket_title: { en: "Fireside dinner seat", ar: "مقعد عشاء بجانب المدفأة" },
      prices: { adult: 295, junior: 195, child: 145, infant: 0 },
    }),
  ],
  calendars: [
    cal("SNOWPARK", 150, 600),
    cal("CLASSIC", 225, 400),
    cal("PREMIUM", 330, 200, { steps: [25, 50] }),
    // The slope closes to the public on one day for a private event.
    cal("SLOPE.2HR", 280, 0, { performances: performances("10:00", "22:00", 120, 65), closed_day_offsets: [9], steps: [25, 50] }),
    cal("SLOPE.DAY", 395, 400, { closed_day_offsets: [9], steps: [30, 60] }),
    cal("PENGUIN.ENC", 275, 0, { performances: performances("10:00", "21:00", 60, 20), steps: [25, 50] }),
    cal("PENGUIN.VIP", 150, 40, { steps: [0, 25] }),
    cal("CINEMA", 175, 0, { performances: performances("16:00", "22:15", 105, 40, 30), steps: [15, 30] }),
    cal("PKG.FAMILY", 215, 160),
    cal("PKG.2DAY", 280, 120, { steps: [25, 50] }),
    cal("LSN.SKI.GROUP", 250, 24),
    cal("LSN.SKI.LITTLE", 210, 24),
    cal("LSN.SKI.CAMP", 1250, 24, { open_weekdays: [1, 2, 3, 4, 5], week: ALL_GREEN, steps: [0, 0] }),
    cal("LSN.SKI.PRIVATE", 460, 24, { steps: [0, 40] }),
    cal("LSN.SKI.3DAY", 210, 24),
    cal("LSN.SKI.ACADEMY", 1450, 24, { open_weekdays: [0, 6], week: ALL_GREEN, steps: [0, 0] }),
    cal("LSN.SNB.GROUP", 250, 24),
    cal("LSN.SNB.JUNIOR", 230, 24),
    cal("LSN.SNB.PRIVATE", 460, 24, { steps: [0, 40] }),
    cal("MEMBER", 2950, 500, { week: ALL_GREEN, steps: [0, 0] }),
    cal("ALP.SLOPE", 395, 500, { week: ALL_GREEN, steps: [0, 0] }),
    // Festival evenings run Thursday to Sunday; one booking takes at most 20 guests.
    cal("FESTIVAL", 195, 300, { open_weekdays: [0, 4, 5, 6], max_total: 20, steps: [15, 30] }),
    cal("ICE", 75, 150, { steps: [10, 20] }),
    cal("DINNER", 295, 60, { steps: [0, 30] }),
  ],
};
