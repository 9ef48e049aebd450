// Ski Egypt's catalogue seed (EGP, AKs prefixed SKE; Friday and Saturday are the weekend): the Snow Park,
// slope, Snow Night and dinner the home page and menus advertise, with lessons, penguins and their calendars.
import { EXPERIENCE_CATEGORY_IDS as CAT, type CatalogueSeed } from "./types";
import { ALL_GREEN, EGYPT_WEEK, performances, type Venue, venueCalendar, venueCard } from "./build";
import {
  ANNUAL_MEMBERSHIP,
  DINING_TABLE,
  FAMILY_PACK,
  FESTIVE_EVENING,
  GROUP_SKI_LESSON,
  GROUP_SNOWBOARD_LESSON,
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
  SNOW_PARK_PLUS,
  THREE_DAY_SKI_COURSE,
  TWO_DAY_PACKAGE,
} from "./shared-products";

/** Ski Egypt; its calendars take the Friday-Saturday weekend tags and pound steps unless told otherwise. */
const VENUE: Venue = { ak: "SKE", name: "Ski Egypt", decimals: 2, week: EGYPT_WEEK, steps: [100, 200] };
const cal = venueCalendar(VENUE);

export const skiEgyptCatalogue: CatalogueSeed = {
  cards: [
    // ---------- Snow Park and slope passes ----------
    venueCard(VENUE, {
      ...SNOW_PARK,
      id: 401,
      description: {
        en: "Snow play, sledging, snow tubing and the snow maze, with winter clothing included.",
        ar: "اللعب في الثلج والتزلج بالمزالج والتزحلق بالإطارات ومتاهة الثلج، مع الملابس الشتوية.",
      },
      includes: {
        en: ["Full-day Snow Park access", "Sledges and snow tubes", "The snow maze", "Winter jacket, trousers and boots"],
        ar: ["دخول حديقة الثلج ليوم كامل", "المزالج وإطارات التزحلق", "متاهة الثلج", "سترة وبنطال وحذاء شتوي"],
      },
      alt: { en: "Children exploring the snow maze", ar: "أطفال يستكشفون متاهة الثلج" },
      prices: { adult: 950, junior: 900, child: 850, infant: null },
    }),
    venueCard(VENUE, {
      ...SNOW_PARK_PLUS,
      id: 402,
      description: {
        en: "Snow Park access plus the zip line, the bobsled ride and a hot chocolate at the chalet.",
        ar: "دخول حديقة الثلج مع خط الانزلاق المعلّق وجولة البوبسليد وكوب شوكولاتة ساخنة في الشاليه.",
      },
      includes: {
        en: ["Full-day Snow Park access", "One zip line flight", "One bobsled ride", "A hot chocolate at the chalet"],
        ar: ["دخول حديقة الثلج ليوم كامل", "رحلة على خط الانزلاق المعلّق", "جولة على البوبسليد", "كوب شوكولاتة ساخنة في الشاليه"],
      },
      alt: { en: "A bobsled racing down the track", ar: "زلاجة بوبسليد تنطلق على المسار" },
      prices: { adult: 1450, junior: 1350, child: 1250, infant: null },
    }),
    venueCard(VENUE, {
      ...SLOPE_SESSION,
      id: 403,
      sort_order: 3,
      includes: {
        en: ["Two hours on the slope", "Skis or snowboard, boots, poles and helmet", "Winter jacket and trousers"],
        ar: ["ساعتان على المنحدر", "الزلاجات أو لوح التزلج والحذاء والعصي والخوذة", "سترة وبنطال شتوي"],
      },
      alt: { en: "A skier riding the lift", ar: "متزلج يركب المصعد" },
      prices: { adult: 1650, junior: 1500, child: null, infant: null },
    }),
    venueCard(VENUE, {
      ...SLOPE_DAY,
      id: 404,
      sort_order: 4,
      description: {
        en: "Ski or ride from opening to closing, with skis or a snowboard, boots, poles and helmet included.",
        ar: "تزلّج من الافتتاح حتى الإغلاق، مع الزلاجات أو لوح التزلج والحذاء والعصي والخوذة.",
      },
      includes: {
        en: ["All-day slope access", "Skis or snowboard, boots, poles and helmet", "Winter jacket and trousers"],
        ar: ["دخول المنحدر طوال اليوم", "الزلاجات أو لوح التزلج والحذاء والعصي والخوذة", "سترة وبنطال شتوي"],
      },
      alt: { en: "Snowboarders on the main slope", ar: "متزلجون على اللوح فوق المنحدر الرئيسي" },
      prices: { adult: 2400, junior: 2200, child: null, infant: null },
    }),
    // ---------- Penguins and cinema ----------
    venueCard(VENUE, {
      ...PENGUIN_ENCOUNTER,
      id: 409,
      description: {
        en: "Meet our gentoo penguins up close with a keeper, learn how they live in the snow and take home a photo.",
        ar: "قابل بطاريق الجنتو عن قرب برفقة أحد المشرفين، وتعرّف على حياتها وسط الثلج، واحتفظ بصورة تذكارية.",
      },
      includes: {
        en: ["A 30-minute session with a keeper", "A photo with the penguins", "Snow Park access on the day"],
        ar: ["جلسة مدتها 30 دقيقة مع أحد المشرفين", "صورة تذكارية مع البطاريق", "دخول حديقة الثلج في اليوم نفسه"],
      },
      alt: { en: "A keeper introducing a penguin to visitors", ar: "مشرف يعرّف الزوار على أحد البطاريق" },
      prices: { adult: 1450, junior: 1350, child: null, infant: null },
      upgrade_title: { en: "VIP upgrade: feeding time and a framed photo", ar: "ترقية VIP: وقت الإطعام وصورة في إطار" },
      upgrade_prices: { adult: 750, junior: 750, child: null, infant: null },
    }),
    venueCard(VENUE, {
      ...SNOW_CINEMA,
      id: 410,
      sort_order: 6,
      includes: {
        en: ["A heated seat and a blanket", "Hot chocolate and popcorn", "Winter clothing"],
        ar: ["مقعد مدفأ وبطانية", "شوكولاتة ساخنة وفشار", "الملابس الشتوية"],
      },
      alt: { en: "A film screen lit up in the snow", ar: "شاشة عرض مضيئة وسط الثلج" },
      prices: { adult: 850, junior: 750, child: 750, infant: null },
    }),
    // ---------- Packages ----------
    venueCard(VENUE, {
      ...FAMILY_PACK,
      id: 407,
      sort_order: 7,
      title: { en: "Family snow pack", ar: "باقة الثلج العائلية" },
      description: {
        en: "Two adults and two children with Snow Park passes, a family photo and lunch at the chalet.",
        ar: "شخصان بالغان وطفلان مع تذاكر حديقة الثلج وصورة عائلية وغداء في الشاليه.",
      },
      includes: {
        en: ["Snow Park passes for four", "A family photo", "Lunch for four at the chalet"],
        ar: ["تذاكر حديقة الثلج لأربعة أشخاص", "صورة عائلية", "غداء لأربعة أشخاص في الشاليه"],
      },
      alt: { en: "A family having a snowball fight", ar: "عائلة تتراشق بكرات الثلج" },
      prices: { adult: 1100, junior: 1100, child: 1100, infant: null },
    }),
    venueCard(VENUE, {
      ...TWO_DAY_PACKAGE,
      id: 408,
      name: "two-day-slope",
      sort_order: 8,
      title: { en: "Two-day slope pass", ar: "تذكرة المنحدر ليومين" },
      description: {
        en: "Two consecutive full days on the slope with all your gear, at a better price than two single days.",
        ar: "يومان كاملان متتاليان على المنحدر مع جميع معداتك، بسعر أفضل من يومين منفصلين.",
      },
      includes: {
        en: ["All-day slope access on two consecutive days", "Skis or snowboard, boots, poles and helmet", "Winter clothing"],
        ar: ["دخول المنحدر طوال اليوم ليومين متتاليين", "الزلاجات أو لوح التزلج والحذاء والعصي والخوذة", "الملابس الشتوية"],
      },
      label_text: LABELS.from7OwnAbility,
      icon: "ski",
      alt: { en: "Skiers at the top of the slope at opening time", ar: "متزلجون في قمة المنحدر وقت الافتتاح" },
      gtm: ["Packages", "Multi-day", "Ages 7+"],
      ticket_title: { en: "Slope day", ar: "يوم على المنحدر" },
      price: 4200,
      prices: { adult: 2100, junior: 1950, child: null, infant: null },
      minimum_age: 7,
    }),
    // ---------- Ski lessons ----------
    venueCard(VENUE, {
      ...GROUP_SKI_LESSON,
      id: 411,
      description: {
        en: "One hour in the beginner area with a certified instructor. Skis, boots and helmet included.",
        ar: "ساعة في منطقة المبتدئين مع مدرب معتمد، وتشمل الزلاجات والحذاء والخوذة.",
      },
      alt: { en: "A ski instructor with a group of beginners", ar: "مدرب تزلج مع مجموعة من المبتدئين" },
      prices: { adult: 1200, junior: 1200, child: 1100, infant: null },
    }),
    venueCard(VENUE, {
      ...LITTLE_SKIERS_LESSON,
      id: 412,
      alt: { en: "A child taking first steps on skis", ar: "طفل يخطو خطواته الأولى على الزلاجات" },
      prices: { adult: null, junior: null, child: 1000, infant: null },
    }),
    venueCard(VENUE, {
      ...JUNIOR_SKI_CAMP,
      id: 413,
      description: {
        en: "Five mornings in a row of coaching, games and slope time for young skiers who already snowplough.",
        ar: "خمسة صباحات متتالية من التدريب والألعاب والتزلج على المنحدر للمتزلجين الصغار الذين يتقنون وضعية الإسفين.",
      },
      includes: {
        en: ["Three hours of coaching a day for five days", "A snack and a drink each day", "All ski gear and winter clothing", "A medal on the last day"],
        ar: ["ثلاث ساعات تدريب يوميًا لمدة خمسة أيام", "وجبة خفيفة ومشروب كل يوم", "جميع معدات التزلج والملابس الشتوية", "ميدالية في اليوم الأخير"],
      },
      alt: { en: "Young skiers celebrating at the end of camp", ar: "متزلجون صغار يحتفلون في ختام المخيم" },
      prices: { adult: null, junior: 5500, child: null, infant: null },
    }),
    venueCard(VENUE, {
      ...PRIVATE_SKI_LESSON,
      id: 414,
      title: { en: "Private lesson", ar: "درس خاص" },
      description: {
        en: "One-to-one coaching at your own pace, from first steps to carving on the main slope.",
        ar: "تدريب فردي بالوتيرة التي تناسبك، من الخطوات الأولى إلى الانعطافات المتقنة على المنحدر الرئيسي.",
      },
      includes: {
        en: ["A one-hour private lesson", "Any level, from first steps to high performance", "Skis, boots, poles and helmet", "Add up to 3 people at a reduced price"],
        ar: ["درس خاص مدته ساعة", "لجميع المستويات، من الخطوات الأولى إلى الأداء العالي", "الزلاجات والحذاء والعصي والخوذة", "أضف حتى 3 أشخاص بسعر مخفّض"],
      },
      alt: { en: "An instructor coaching one skier", ar: "مدرب يدرّب متزلجًا واحدًا" },
      additional_price: 1100,
      prices: { adult: 2200, junior: 2200, child: 2200, infant: null },
    }),
    venueCard(VENUE, {
      ...THREE_DAY_SKI_COURSE,
      id: 415,
      description: {
        en: "Three group lessons on three days in a row to move from the beginner area to linked turns on the main slope, at a saving.",
        ar: "ثلاثة دروس جماعية في ثلاثة أيام متتالية للانتقال من منطقة المبتدئين إلى الانعطافات المتصلة على المنحدر الرئيسي، بسعر مخفّض.",
      },
      includes: {
        en: ["A 90-minute group lesson on each of three days", "Slope practice after each lesson", "All ski gear and winter clothing"],
        ar: ["درس جماعي مدته 90 دقيقة في كل يوم من الأيام الثلاثة", "تدريب على المنحدر بعد كل درس", "جميع معدات التزلج والملابس الشتوية"],
      },
      alt: { en: "Adults linking turns on the slope", ar: "بالغون يؤدون انعطافات متصلة على المنحدر" },
      price: 2850,
      prices: { adult: 950, junior: null, child: null, infant: null },
    }),
    venueCard(VENUE, {
      ...SKI_ACADEMY,
      id: 416,
      description: {
        en: "A six-week weekend programme that takes young skiers from confident turns to gates and their first race.",
        ar: "برنامج لمدة ستة أسابيع في عطلات نهاية الأسبوع ينقل المتزلجين الصغار من الانعطافات الواثقة إلى البوابات وسباقهم الأول.",
      },
      alt: { en: "A young racer on the slalom course", ar: "متسابق صغير على مسار التعرّج" },
      prices: { adult: null, junior: 6500, child: 6500, infant: null },
    }),
    // ---------- Snowboard lessons ----------
    venueCard(VENUE, {
      ...GROUP_SNOWBOARD_LESSON,
      id: 421,
      description: {
        en: "Learn to balance, glide and link your first turns on a board.",
        ar: "تعلّم التوازن والانزلاق وربط انعطافاتك الأولى على اللوح.",
      },
      alt: { en: "Beginner snowboarders with their instructor", ar: "متزلجون مبتدئون على اللوح مع مدربهم" },
      prices: { adult: 1200, junior: 1200, child: null, infant: null },
    }),
    venueCard(VENUE, {
      ...JUNIOR_SNOWBOARD_LESSON,
      id: 422,
      alt: { en: "A junior rider on the learning slope", ar: "متزلج ناشئ على منحدر التعلّم" },
      prices: { adult: null, junior: 1050, child: null, infant: null },
    }),
    venueCard(VENUE, {
      ...PRIVATE_SNOWBOARD_LESSON,
      id: 423,
      alt: { en: "A rider jumping in the terrain park", ar: "متزلج على اللوح يقفز في منطقة الحركات" },
      prices: { adult: 2200, junior: null, child: null, infant: null },
    }),
    // ---------- Membership and voucher ----------
    venueCard(VENUE, {
      ...ANNUAL_MEMBERSHIP,
      id: 431,
      description: {
        en: "Unlimited slope sessions all year, priority lift access on Snow Nights and 20% off lessons.",
        ar: "جلسات غير محدودة على المنحدر طوال العام، وأولوية في ركوب المصعد خلال ليالي الثلج، وخصم 20% على الدروس.",
      },
      includes: {
        en: ["Unlimited slope sessions for 12 months", "Priority lift access on Snow Nights", "20% off lessons"],
        ar: ["جلسات غير محدودة على المنحدر لمدة 12 شهرًا", "أولوية في ركوب المصعد خلال ليالي الثلج", "خصم 20% على الدروس"],
      },
      alt: { en: "A member's card on fresh snow", ar: "بطاقة عضوية على ثلج جديد" },
      prices: { adult: 14500, junior: null, child: null, infant: null },
    }),
    venueCard(VENUE, {
      ...SLOPE_DAY_VOUCHER,
      id: 432,
      prices: { adult: 2400, junior: 2200, child: null, infant: null },
    }),
    // ---------- Events and dining ----------
    venueCard(VENUE, {
      id: 405,
      name: "snow-night",
      kind: "event",
      sort_order: 41,
      title: { en: "Snow Night", ar: "ليلة الثلج" },
      description: {
        en: "Thursday and Saturday evenings with a DJ, a light show over the slope and hot drinks in the Snow Park.",
        ar: "أمسيات الخميس والسبت مع منسّق موسيقى وعرض ضوئي فوق المنحدر ومشروبات ساخنة في حديقة الثلج.",
      },
      includes: {
        en: ["Evening slope and Snow Park access", "A DJ and a light show", "A hot drink"],
        ar: ["دخول المنحدر وحديقة الثلج في المساء", "منسّق موسيقى وعرض ضوئي", "مشروب ساخن"],
      },
      label_text: { en: "Ages 14+", ar: "من عمر 14 عامًا" },
      icon: "party",
      alt: { en: "Coloured lights over the slope at night", ar: "أضواء ملونة فوق المنحدر ليلًا" },
      experience_category_ids: [CAT.eventsAndDining],
      gtm: ["Events", "Snow Night", "Adult"],
      ak: "EVT.SNOWNIGHT",
      event_ak: "SNOWNIGHT",
      ticket_title: { en: "Snow Night entry", ar: "دخول ليلة الثلج" },
      prices: { adult: 1200, junior: null, child: null, infant: null },
      minimum_age: 14,
    }),
    venueCard(VENUE, {
      ...DINING_TABLE,
      id: 406,
      name: "dinner-in-the-snow",
      sort_order: 42,
      title: { en: "Dinner in the snow", ar: "عشاء وسط الثلج" },
      description: {
        en: "A three-course dinner at a heated table on the snow, with the slope lit up after dark.",
        ar: "عشاء من ثلاثة أطباق على طاولة مدفأة وسط الثلج، مع إضاءة المنحدر بعد حلول الظلام.",
      },
      includes: {
        en: ["A three-course set menu", "A heated table for up to 4", "Soft drinks and hot drinks"],
        ar: ["قائمة طعام من ثلاثة أطباق", "طاولة مدفأة حتى 4 أشخاص", "مشروبات غازية وساخنة"],
      },
      label_text: LABELS.from7,
      alt: { en: "A candlelit table on the snow", ar: "طاولة مضاءة بالشموع وسط الثلج" },
      gtm: ["Dining", "Dinner", "Ages 7+"],
      ticket_title: { en: "Dinner in the snow seat", ar: "مقعد عشاء وسط الثلج" },
      prices: { adult: 2200, junior: 1600, child: null, infant: null },
      minimum_age: 7,
    }),
    venueCard(VENUE, {
      ...FESTIVE_EVENING,
      id: 441,
      sort_order: 43,
      description: {
        en: "A festive evening in the Snow Park with a visit from Santa, carols, lantern-lit sledging and hot chocolate.",
        ar: "أمسية احتفالية في حديقة الثلج مع زيارة من بابا نويل وأغانٍ احتفالية والتزلج بالمزالج تحت أضواء الفوانيس وشوكولاتة ساخنة.",
      },
      includes: {
        en: ["Evening Snow Park access", "Meet Santa", "Hot chocolate", "A festive gift for every child"],
        ar: ["دخول حديقة الثلج في المساء", "لقاء بابا نويل", "شوكولاتة ساخنة", "هدية احتفالية لكل طفل"],
      },
      alt: { en: "Lanterns glowing over the snow", ar: "فوانيس تتوهج فوق الثلج" },
      prices: { adult: 850, junior: 750, child: 650, infant: 0 },
    }),
  ],
  calendars: [
    cal("SNOWPARK", 950, 600),
    cal("SNOWPARK.PLUS", 1450, 300, { steps: [150, 300] }),
    // The slope closes to the public one day for a private race.
    cal("SLOPE.2HR", 1650, 0, { performances: performances("10:00", "22:00", 120, 65), closed_day_offsets: [9], steps: [150, 300] }),
    cal("SLOPE.DAY", 2400, 400, { closed_day_offsets: [9], steps: [200, 400] }),
    cal("PENGUIN.ENC", 1450, 0, { performances: performances("10:00", "21:00", 60, 20), steps: [150, 300] }),
    cal("PENGUIN.VIP", 750, 40, { steps: [0, 100] }),
    cal("CINEMA", 850, 0, { performances: performances("16:00", "22:15", 105, 40, 30) }),
    cal("PKG.FAMILY", 1100, 160),
    cal("PKG.2DAY", 2100, 120, { steps: [150, 300] }),
    cal("LSN.SKI.GROUP", 1200, 24),
    cal("LSN.SKI.LITTLE", 1000, 24),
    cal("LSN.SKI.CAMP", 5500, 24, { open_weekdays: [0, 1, 2, 3, 4], week: ALL_GREEN, steps: [0, 0] }),
    cal("LSN.SKI.PRIVATE", 2200, 24, { steps: [0, 200] }),
    cal("LSN.SKI.3DAY", 950, 24),
    cal("LSN.SKI.ACADEMY", 6500, 24, { open_weekdays: [5, 6], week: ALL_GREEN, steps: [0, 0] }),
    cal("LSN.SNB.GROUP", 1200, 24),
    cal("LSN.SNB.JUNIOR", 1050, 24),
    cal("LSN.SNB.PRIVATE", 2200, 24, { steps: [0, 200] }),
    cal("MEMBER", 14500, 500, { week: ALL_GREEN, steps: [0, 0] }),
    cal("ALP.SLOPE", 2400, 500, { week: ALL_GREEN, steps: [0, 0] }),
    // Snow Nights are Thursday and Saturday evenings; one booking takes at most 20 guests.
    cal("SNOWNIGHT", 1200, 350, { open_weekdays: [4, 6], max_total: 20 }),
    cal("DINNER", 2200, 60, { steps: [0, 300] }),
    cal("FESTIVAL", 850, 300, { open_weekdays: [0, 4, 5, 6] }),
  ],
};
