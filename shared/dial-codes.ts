// The dial-code list of the personal-details phone field and the country pickers (content-and-account §3): about 240
// countries and territories with English and Arabic names, shared dial codes told apart by area code (+1, +7, +44…).
// Large on purpose and loaded only by the personal-details page.
import type { Locale } from "./locale";

export interface DialCountry {
  /** ISO 3166-1 alpha-2, lower case ("ae"). */
  iso2: string;
  /** ISO 3166-1 alpha-3, upper case ("ARE"); Kosovo uses the customary XKX. */
  iso3: string;
  /** Digits only, without "+" ("971"). */
  dialCode: string;
  /** Order among countries sharing a dial code: 0 is the main one. */
  priority: number;
  /** Leading digits of national numbers that belong to this country when its dial code is shared. */
  areaCodes: readonly string[] | null;
  name_en: string;
  name_ar: string;
  /** An example mobile number, national part only. */
  exampleNumber: string;
}

type Row = readonly [iso2: string, iso3: string, dial: string, priority: number, areaCodes: readonly string[] | null, en: string, ar: string, example: string];

// North American Numbering Plan members share +1 and are told apart by area code; Canada's list is long.
const CANADA_AREA_CODES = [
  "204", "226", "236", "249", "250", "257", "263", "289", "306", "343", "354", "365", "367", "368", "382", "403", "416",
  "418", "428", "431", "437", "438", "450", "468", "474", "506", "514", "519", "548", "579", "581", "584", "587", "604",
  "613", "639", "647", "672", "683", "705", "709", "742", "753", "778", "780", "782", "807", "819", "825", "867", "873",
  "879", "902", "905", "942",
] as const;

const ROWS: readonly Row[] = [
  ["af", "AFG", "93", 0, null, "Afghanistan", "أفغانستان", "701234567"],
  ["ax", "ALA", "358", 1, ["18", "4"], "Åland Islands", "جزر آلاند", "412345678"],
  ["al", "ALB", "355", 0, null, "Albania", "ألبانيا", "662123456"],
  ["dz", "DZA", "213", 0, null, "Algeria", "الجزائر", "551234567"],
  ["as", "ASM", "1", 5, ["684"], "American Samoa", "ساموا الأمريكية", "6847331234"],
  ["ad", "AND", "376", 0, null, "Andorra", "أندورا", "312345"],
  ["ao", "AGO", "244", 0, null, "Angola", "أنغولا", "923123456"],
  ["ai", "AIA", "1", 6, ["264"], "Anguilla", "أنغويلا", "2642351234"],
  ["ag", "ATG", "1", 7, ["268"], "Antigua and Barbuda", "أنتيغوا وبربودا", "2684641234"],
  ["ar", "ARG", "54", 0, null, "Argentina", "الأرجنتين", "91123456789"],
  ["am", "ARM", "374", 0, null, "Armenia", "أرمينيا", "77123456"],
  ["aw", "ABW", "297", 0, null, "Aruba", "أروبا", "5601234"],
  ["au", "AUS", "61", 0, ["4"], "Australia", "أستراليا", "412345678"],
  ["at", "AUT", "43", 0, null, "Austria", "النمسا", "664123456"],
  ["az", "AZE", "994", 0, null, "Azerbaijan", "أذربيجان", "401234567"],
  ["bs", "BHS", "1", 8, ["242"], "Bahamas", "جزر البهاما", "2423591234"],
  ["bh", "BHR", "973", 0, null, "Bahrain", "البحرين", "36001234"],
  ["bd", "BGD", "880", 0, null, "Bangladesh", "بنغلاديش", "1812345678"],
  ["bb", "BRB", "1", 9, ["246"], "Barbados", "بربادوس", "2462501234"],
  ["by", "BLR", "375", 0, null, "Belarus", "بيلاروسيا", "294911911"],
  ["be", "BEL", "32", 0, null, "Belgium", "بلجيكا", "470123456"],
  ["bz", "BLZ", "501", 0, null, "Belize", "بليز", "6221234"],
  ["bj", "BEN", "229", 0, null, "Benin", "بنين", "0190011234"],
  ["bm", "BMU", "1", 10, ["441"], "Bermuda", "برمودا", "4413701234"],
  ["bt", "BTN", "975", 0, null, "Bhutan", "بوتان", "17123456"],
  ["bo", "BOL", "591", 0, null, "Bolivia", "بوليفيا", "71234567"],
  ["ba", "BIH", "387", 0, null, "Bosnia and Herzegovina", "البوسنة والهرسك", "61123456"],
  ["bw", "BWA", "267", 0, null, "Botswana", "بوتسوانا", "71123456"],
  ["br", "BRA", "55", 0, null, "Brazil", "البرازيل", "11961234567"],
  ["io", "IOT", "246", 0, null, "British Indian Ocean Territory", "الإقليم البريطاني في المحيط الهندي", "3801234"],
  ["vg", "VGB", "1", 11, ["284"], "British Virgin Islands", "جزر فيرجن البريطانية", "2843001234"],
  ["bn", "BRN", "673", 0, null, "Brunei", "بروناي", "7123456"],
  ["bg", "BGR", "359", 0, null, "Bulgaria", "بلغاريا", "48123456"],
  ["bf", "BFA", "226", 0, null, "Burkina Faso", "بوركينا فاسو", "70123456"],
  ["bi", "BDI", "257", 0, null, "Burundi", "بوروندي", "79561234"],
  ["kh", "KHM", "855", 0, null, "Cambodia", "كمبوديا", "91234567"],
  ["cm", "CMR", "237", 0, null, "Cameroon", "الكاميرون", "671234567"],
  ["ca", "CAN", "1", 1, CANADA_AREA_CODES, "Canada", "كندا", "5062345678"],
  ["cv", "CPV", "238", 0, null, "Cape Verde", "الرأس الأخضر", "9911234"],
  ["bq", "BES", "599", 1, ["3", "4", "7"], "Caribbean Netherlands", "هولندا الكاريبية", "3181234"],
  ["ky", "CYM", "1", 12, ["345"], "Cayman Islands", "جزر كايمان", "3453231234"],
  ["cf", "CAF", "236", 0, null, "Central African Republic", "جمهورية أفريقيا الوسطى", "70012345"],
  ["td", "TCD", "235", 0, null, "Chad", "تشاد", "63012345"],
  ["cl", "CHL", "56", 0, null, "Chile", "تشيلي", "961234567"],
  ["cn", "CHN", "86", 0, null, "China", "الصين", "13123456789"],
  ["cx", "CXR", "61", 2, ["4", "89164"], "Christmas Island", "جزيرة كريسماس", "412345678"],
  ["cc", "CCK", "61", 1, ["4", "89162"], "Cocos (Keeling) Islands", "جزر كوكوس (كيلينغ)", "412345678"],
  ["co", "COL", "57", 0, null, "Colombia", "كولومبيا", "3211234567"],
  ["km", "COM", "269", 0, null, "Comoros", "جزر القمر", "3212345"],
  ["cg", "COG", "242", 0, null, "Congo - Brazzaville", "الكونغو - برازافيل", "061234567"],
  ["cd", "COD", "243", 0, null, "Congo - Kinshasa", "الكونغو - كينشاسا", "991234567"],
  ["ck", "COK", "682", 0, null, "Cook Islands", "جزر كوك", "71234"],
  ["cr", "CRI", "506", 0, null, "Costa Rica", "كوستاريكا", "83123456"],
  ["ci", "CIV", "225", 0, null, "Côte d’Ivoire", "ساحل العاج", "0123456789"],
  ["hr", "HRV", "385", 0, null, "Croatia", "كرواتيا", "921234567"],
  ["cu", "CUB", "53", 0, null, "Cuba", "كوبا", "51234567"],
  ["cw", "CUW", "599", 0, null, "Curaçao", "كوراساو", "95181234"],
  ["cy", "CYP", "357", 0, null, "Cyprus", "قبرص", "96123456"],
  ["cz", "CZE", "420", 0, null, "Czechia", "التشيك", "601123456"],
  ["dk", "DNK", "45", 0, null, "Denmark", "الدنمارك", "32123456"],
  ["dj", "DJI", "253", 0, null, "Djibouti", "جيبوتي", "77831001"],
  ["dm", "DMA", "1", 13, ["767"], "Dominica", "دومينيكا", "7672251234"],
  ["do", "DOM", "1", 2, ["809", "829", "849"], "Dominican Republic", "جمهورية الدومينيكان", "8092345678"],
  ["ec", "ECU", "593", 0, null, "Ecuador", "الإكوادور", "991234567"],
  ["eg", "EGY", "20", 0, null, "Egypt", "مصر", "1001234567"],
  ["sv", "SLV", "503", 0, null, "El Salvador", "السلفادور", "70123456"],
  ["gq", "GNQ", "240", 0, null, "Equatorial Guinea", "غينيا الاستوائية", "222123456"],
  ["er", "ERI", "291", 0, null, "Eritrea", "إريتريا", "7123456"],
  ["ee", "EST", "372", 0, null, "Estonia", "إستونيا", "51234567"],
  ["sz", "SWZ", "268", 0, null, "Eswatini", "إسواتيني", "76123456"],
  ["et", "ETH", "251", 0, null, "Ethiopia", "إثيوبيا", "911234567"],
  ["fk", "FLK", "500", 0, null, "Falkland Islands", "جزر فوكلاند", "51234"],
  ["fo", "FRO", "298", 0, null, "Faroe Islands", "جزر فارو", "211234"],
  ["fj", "FJI", "679", 0, null, "Fiji", "فيجي", "7012345"],
  ["fi", "FIN", "358", 0, ["4"], "Finland", "فنلندا", "412345678"],
  ["fr", "FRA", "33", 0, null, "France", "فرنسا", "612345678"],
  ["gf", "GUF", "594", 0, null, "French Guiana", "غويانا الفرنسية", "694201234"],
  ["pf", "PYF", "689", 0, null, "French Polynesia", "بولينيزيا الفرنسية", "87123456"],
  ["ga", "GAB", "241", 0, null, "Gabon", "الغابون", "06031234"],
  ["gm", "GMB", "220", 0, null, "Gambia", "غامبيا", "3012345"],
  ["ge", "GEO", "995", 0, null, "Georgia", "جورجيا", "555123456"],
  ["de", "DEU", "49", 0, null, "Germany", "ألمانيا", "15123456789"],
  ["gh", "GHA", "233", 0, null, "Ghana", "غانا", "231234567"],
  ["gi", "GIB", "350", 0, null, "Gibraltar", "جبل طارق", "57123456"],
  ["gr", "GRC", "30", 0, null, "Greece", "اليونان", "6912345678"],
  ["gl", "GRL", "299", 0, null, "Greenland", "غرينلاند", "221234"],
  ["gd", "GRD", "1", 14, ["473"], "Grenada", "غرينادا", "4734031234"],
  ["gp", "GLP", "590", 0, null, "Guadeloupe", "غوادلوب", "690001234"],
  ["gu", "GUM", "1", 15, ["671"], "Guam", "غوام", "6713001234"],
  ["gt", "GTM", "502", 0, null, "Guatemala", "غواتيمالا", "51234567"],
  ["gg", "GGY", "44", 1, ["1481", "7781", "7839", "7911"], "Guernsey", "غيرنزي", "7781123456"],
  ["gn", "GIN", "224", 0, null, "Guinea", "غينيا", "601123456"],
  ["gw", "GNB", "245", 0, null, "Guinea-Bissau", "غينيا بيساو", "955012345"],
  ["gy", "GUY", "592", 0, null, "Guyana", "غيانا", "6091234"],
  ["ht", "HTI", "509", 0, null, "Haiti", "هايتي", "34101234"],
  ["hn", "HND", "504", 0, null, "Honduras", "هندوراس", "91234567"],
  ["hk", "HKG", "852", 0, null, "Hong Kong", "هونغ كونغ", "51234567"],
  ["hu", "HUN", "36", 0, null, "Hungary", "المجر", "201234567"],
  ["is", "ISL", "354", 0, null, "Iceland", "آيسلندا", "6111234"],
  ["in", "IND", "91", 0, null, "India", "الهند", "8123456789"],
  ["id", "IDN", "62", 0, null, "Indonesia", "إندونيسيا", "812345678"],
  ["ir", "IRN", "98", 0, null, "Iran", "إيران", "9123456789"],
  ["iq", "IRQ", "964", 0, null, "Iraq", "العراق", "7912345678"],
  ["ie", "IRL", "353", 0, null, "Ireland", "أيرلندا", "850123456"],
  ["im", "IMN", "44", 2, ["1624", "74576", "7524", "7624", "7924"], "Isle of Man", "جزيرة مان", "7924123456"],
  ["il", "ISR", "972", 0, null, "Israel", "إسرائيل", "502345678"],
  ["it", "ITA", "39", 0, ["3"], "Italy", "إيطاليا", "3123456789"],
  ["jm", "JAM", "1", 4, ["658", "876"], "Jamaica", "جامايكا", "8762101234"],
  ["jp", "JPN", "81", 0, null, "Japan", "اليابان", "9012345678"],
  ["je", "JEY", "44", 3, ["1534", "7509", "7700", "7797", "7829", "7937"], "Jersey", "جيرسي", "7797712345"],
  ["jo", "JOR", "962", 0, null, "Jordan", "الأردن", "790123456"],
  ["kz", "KAZ", "7", 1, ["33", "7"], "Kazakhstan", "كازاخستان", "7710009998"],
  ["ke", "KEN", "254", 0, null, "Kenya", "كينيا", "712123456"],
  ["ki", "KIR", "686", 0, null, "Kiribati", "كيريباتي", "72001234"],
  ["xk", "XKX", "383", 0, null, "Kosovo", "كوسوفو", "43201234"],
  ["kw", "KWT", "965", 0, null, "Kuwait", "الكويت", "50012345"],
  ["kg", "KGZ", "996", 0, null, "Kyrgyzstan", "قيرغيزستان", "700123456"],
  ["la", "LAO", "856", 0, null, "Laos", "لاوس", "2023123456"],
  ["lv", "LVA", "371", 0, null, "Latvia", "لاتفيا", "21234567"],
  ["lb", "LBN", "961", 0, null, "Lebanon", "لبنان", "71123456"],
  ["ls", "LSO", "266", 0, null, "Lesotho", "ليسوتو", "50123456"],
  ["lr", "LBR", "231", 0, null, "Liberia", "ليبيريا", "770123456"],
  ["ly", "LBY", "218", 0, null, "Libya", "ليبيا", "912345678"],
  ["li", "LIE", "423", 0, null, "Liechtenstein", "ليختنشتاين", "660234567"],
  ["lt", "LTU", "370", 0, null, "Lithuania", "ليتوانيا", "61234567"],
  ["lu", "LUX", "352", 0, null, "Luxembourg", "لوكسمبورغ", "628123456"],
  ["mo", "MAC", "853", 0, null, "Macao", "ماكاو", "66123456"],
  ["mg", "MDG", "261", 0, null, "Madagascar", "مدغشقر", "321234567"],
  ["mw", "MWI", "265", 0, null, "Malawi", "ملاوي", "991234567"],
  ["my", "MYS", "60", 0, null, "Malaysia", "ماليزيا", "123456789"],
  ["mv", "MDV", "960", 0, null, "Maldives", "جزر المالديف", "7712345"],
  ["ml", "MLI", "223", 0, null, "Mali", "مالي", "65012345"],
  ["mt", "MLT", "356", 0, null, "Malta", "مالطا", "96961234"],
  ["mh", "MHL", "692", 0, null, "Marshall Islands", "جزر مارشال", "2351234"],
  ["mq", "MTQ", "596", 0, null, "Martinique", "مارتينيك", "696201234"],
  ["mr", "MRT", "222", 0, null, "Mauritania", "موريتانيا", "22123456"],
  ["mu", "MUS", "230", 0, null, "Mauritius", "موريشيوس", "52512345"],
  ["yt", "MYT", "262", 1, ["269", "639"], "Mayotte", "مايوت", "639012345"],
  ["mx", "MEX", "52", 0, null, "Mexico", "المكسيك", "2221234567"],
  ["fm", "FSM", "691", 0, null, "Micronesia", "ميكرونيزيا", "3501234"],
  ["md", "MDA", "373", 0, null, "Moldova", "مولدوفا", "62112345"],
  ["mc", "MCO", "377", 0, null, "Monaco", "موناكو", "612345678"],
  ["mn", "MNG", "976", 0, null, "Mongolia", "منغوليا", "88123456"],
  ["me", "MNE", "382", 0, null, "Montenegro", "الجبل الأسود", "67622901"],
  ["ms", "MSR", "1", 16, ["664"], "Montserrat", "مونتسرات", "6644923456"],
  ["ma", "MAR", "212", 0, ["6", "7"], "Morocco", "المغرب", "650123456"],
  ["mz", "MOZ", "258", 0, null, "Mozambique", "موزمبيق", "821234567"],
  ["mm", "MMR", "95", 0, null, "Myanmar", "ميانمار", "92123456"],
  ["na", "NAM", "264", 0, null, "Namibia", "ناميبيا", "811234567"],
  ["nr", "NRU", "674", 0, null, "Nauru", "ناورو", "5551234"],
  ["np", "NPL", "977", 0, null, "Nepal", "نيبال", "9841234567"],
  ["nl", "NLD", "31", 0, null, "Netherlands", "هولندا", "612345678"],
  ["nc", "NCL", "687", 0, null, "New Caledonia", "كاليدونيا الجديدة", "751234"],
  ["nz", "NZL", "64", 0, null, "New Zealand", "نيوزيلندا", "211234567"],
  ["ni", "NIC", "505", 0, null, "Nicaragua", "نيكاراغوا", "81234567"],
  ["ne", "NER", "227", 0, null, "Niger", "النيجر", "93123456"],
  ["ng", "NGA", "234", 0, null, "Nigeria", "نيجيريا", "8021234567"],
  ["nu", "NIU", "683", 0, null, "Niue", "نيوي", "8884012"],
  ["nf", "NFK", "672", 0, null, "Norfolk Island", "جزيرة نورفولك", "381234"],
  ["kp", "PRK", "850", 0, null, "North Korea", "كوريا الشمالية", "1921234567"],
  ["mk", "MKD", "389", 0, null, "North Macedonia", "مقدونيا الشمالية", "72345678"],
  ["mp", "MNP", "1", 17, ["670"], "Northern Mariana Islands", "جزر ماريانا الشمالية", "6702345678"],
  ["no", "NOR", "47", 0, ["4", "9"], "Norway", "النرويج", "40612345"],
  ["om", "OMN", "968", 0, null, "Oman", "عُمان", "92123456"],
  ["pk", "PAK", "92", 0, null, "Pakistan", "باكستان", "3012345678"],
  ["pw", "PLW", "680", 0, null, "Palau", "بالاو", "6201234"],
  ["ps", "PSE", "970", 0, null, "Palestine", "فلسطين", "599123456"],
  ["pa", "PAN", "507", 0, null, "Panama", "بنما", "61234567"],
  ["pg", "PNG", "675", 0, null, "Papua New Guinea", "بابوا غينيا الجديدة", "70123456"],
  ["py", "PRY", "595", 0, null, "Paraguay", "باراغواي", "961456789"],
  ["pe", "PER", "51", 0, null, "Peru", "بيرو", "912345678"],
  ["ph", "PHL", "63", 0, null, "Philippines", "الفلبين", "9051234567"],
  ["pl", "POL", "48", 0, null, "Poland", "بولندا", "512345678"],
  ["pt", "PRT", "351", 0, null, "Portugal", "البرتغال", "912345678"],
  ["pr", "PRI", "1", 3, ["787", "939"], "Puerto Rico", "بورتوريكو", "7872345678"],
  ["qa", "QAT", "974", 0, null, "Qatar", "قطر", "33123456"],
  ["re", "REU", "262", 0, null, "Réunion", "لا ريونيون", "692123456"],
  ["ro", "ROU", "40", 0, null, "Romania", "رومانيا", "712034567"],
  ["ru", "RUS", "7", 0, ["33"], "Russia", "روسيا", "9123456789"],
  ["rw", "RWA", "250", 0, null, "Rwanda", "رواندا", "720123456"],
  ["ws", "WSM", "685", 0, null, "Samoa", "ساموا", "7212345"],
  ["sm", "SMR", "378", 0, null, "San Marino", "سان مارينو", "66661212"],
  ["st", "STP", "239", 0, null, "São Tomé and Príncipe", "ساو تومي وبرينسيبي", "9812345"],
  ["sa", "SAU", "966", 0, null, "Saudi Arabia", "المملكة العربية السعودية", "512345678"],
  ["sn", "SEN", "221", 0, null, "Senegal", "السنغال", "701234567"],
  ["rs", "SRB", "381", 0, null, "Serbia", "صربيا", "601234567"],
  ["sc", "SYC", "248", 0, null, "Seychelles", "سيشل", "2510123"],
  ["sl", "SLE", "232", 0, null, "Sierra Leone", "سيراليون", "25123456"],
  ["sg", "SGP", "65", 0, null, "Singapore", "سنغافورة", "81234567"],
  ["sx", "SXM", "1", 21, ["721"], "Sint Maarten", "سينت مارتن", "7215205678"],
  ["sk", "SVK", "421", 0, null, "Slovakia", "سلوفاكيا", "912123456"],
  ["si", "SVN", "386", 0, null, "Slovenia", "سلوفينيا", "31234567"],
  ["sb", "SLB", "677", 0, null, "Solomon Islands", "جزر سليمان", "7421234"],
  ["so", "SOM", "252", 0, null, "Somalia", "الصومال", "71123456"],
  ["za", "ZAF", "27", 0, null, "South Africa", "جنوب أفريقيا", "711234567"],
  ["kr", "KOR", "82", 0, null, "South Korea", "كوريا الجنوبية", "1012345678"],
  ["ss", "SSD", "211", 0, null, "South Sudan", "جنوب السودان", "977123456"],
  ["es", "ESP", "34", 0, null, "Spain", "إسبانيا", "612345678"],
  ["lk", "LKA", "94", 0, null, "Sri Lanka", "سريلانكا", "712345678"],
  ["bl", "BLM", "590", 1, null, "St. Barthélemy", "سان بارتليمي", "690001234"],
  ["sh", "SHN", "290", 0, null, "St. Helena", "سانت هيلينا", "51234"],
  ["kn", "KNA", "1", 18, ["869"], "St. Kitts and Nevis", "سانت كيتس ونيفيس", "8697652917"],
  ["lc", "LCA", "1", 19, ["758"], "St. Lucia", "سانت لوسيا", "7582845678"],
  ["mf", "MAF", "590", 2, null, "St. Martin", "سان مارتن", "690001234"],
  ["pm", "SPM", "508", 0, null, "St. Pierre and Miquelon", "سان بيير وميكلون", "551234"],
  ["vc", "VCT", "1", 20, ["784"], "St. Vincent and the Grenadines", "سانت فنسنت وجزر غرينادين", "7844301234"],
  ["sd", "SDN", "249", 0, null, "Sudan", "السودان", "911231234"],
  ["sr", "SUR", "597", 0, null, "Suriname", "سورينام", "7412345"],
  ["sj", "SJM", "47", 1, ["4", "79", "9"], "Svalbard and Jan Mayen", "سفالبارد وجان ماين", "41234567"],
  ["se", "SWE", "46", 0, null, "Sweden", "السويد", "701234567"],
  ["ch", "CHE", "41", 0, null, "Switzerland", "سويسرا", "781234567"],
  ["sy", "SYR", "963", 0, null, "Syria", "سوريا", "944567890"],
  ["tw", "TWN", "886", 0, null, "Taiwan", "تايوان", "912345678"],
  ["tj", "TJK", "992", 0, null, "Tajikistan", "طاجيكستان", "917123456"],
  ["tz", "TZA", "255", 0, null, "Tanzania", "تنزانيا", "621234567"],
  ["th", "THA", "66", 0, null, "Thailand", "تايلاند", "812345678"],
  ["tl", "TLS", "670", 0, null, "Timor-Leste", "تيمور الشرقية", "77212345"],
  ["tg", "TGO", "228", 0, null, "Togo", "توغو", "90112345"],
  ["tk", "TKL", "690", 0, null, "Tokelau", "توكيلاو", "7290"],
  ["to", "TON", "676", 0, null, "Tonga", "تونغا", "7715123"],
  ["tt", "TTO", "1", 22, ["868"], "Trinidad and Tobago", "ترينيداد وتوباغو", "8682911234"],
  ["tn", "TUN", "216", 0, null, "Tunisia", "تونس", "20123456"],
  ["tr", "TUR", "90", 0, null, "Turkey", "تركيا", "5012345678"],
  ["tm", "TKM", "993", 0, null, "Turkmenistan", "تركمانستان", "66123456"],
  ["tc", "TCA", "1", 23, ["649"], "Turks and Caicos Islands", "جزر توركس وكايكوس", "6492311234"],
  ["tv", "TUV", "688", 0, null, "Tuvalu", "توفالو", "901234"],
  ["vi", "VIR", "1", 24, ["340"], "U.S. Virgin Islands", "جزر فيرجن الأمريكية", "3406421234"],
  ["ug", "UGA", "256", 0, null, "Uganda", "أوغندا", "712345678"],
  ["ua", "UKR", "380", 0, null, "Ukraine", "أوكرانيا", "501234567"],
  ["ae", "ARE", "971", 0, null, "United Arab Emirates", "الإمارات العربية المتحدة", "501234567"],
  ["gb", "GBR", "44", 0, null, "United Kingdom", "المملكة المتحدة", "7400123456"],
  ["us", "USA", "1", 0, null, "United States", "الولايات المتحدة", "2015550123"],
  ["uy", "URY", "598", 0, null, "Uruguay", "الأوروغواي", "94231234"],
  ["uz", "UZB", "998", 0, null, "Uzbekistan", "أوزبكستان", "912345678"],
  ["vu", "VUT", "678", 0, null, "Vanuatu", "فانواتو", "5912345"],
  ["va", "VAT", "39", 1, ["06698", "3"], "Vatican City", "الفاتيكان", "3123456789"],
  ["ve", "VEN", "58", 0, null, "Venezuela", "فنزويلا", "4121234567"],
  ["vn", "VNM", "84", 0, null, "Vietnam", "فيتنام", "912345678"],
  ["wf", "WLF", "681", 0, null, "Wallis and Futuna", "جزر واليس وفوتونا", "501234"],
  ["eh", "ESH", "212", 1, ["5288", "5289", "6", "7"], "Western Sahara", "الصحراء الغربية", "650123456"],
  ["ye", "YEM", "967", 0, null, "Yemen", "اليمن", "712345678"],
  ["zm", "ZMB", "260", 0, null, "Zambia", "زامبيا", "955123456"],
  ["zw", "ZWE", "263", 0, null, "Zimbabwe", "زيمبابوي", "712345678"],
];

/** Every country of the dial list, in English alphabetical order. */
export const DIAL_COUNTRIES: readonly DialCountry[] = ROWS.map(([iso2, iso3, dialCode, priority, areaCodes, name_en, name_ar, exampleNumber]) => ({
  iso2,
  iso3,
  dialCode,
  priority,
  areaCodes,
  name_en,
  name_ar,
  exampleNumber,
}));

const BY_ISO2 = new Map(DIAL_COUNTRIES.map((c) => [c.iso2, c]));

/** The country of an alpha-2 code, any case; null when unknown. */
export function countryByIso2(iso2: string | null | undefined): DialCountry | null {
  return iso2 ? (BY_ISO2.get(iso2.trim().toLowerCase()) ?? null) : null;
}

/** The country's name in the page's language. */
export function countryName(country: DialCountry, locale: Locale): string {
  return locale === "ar" ? country.name_ar : country.name_en;
}

/** The language tag the country list is sorted by. */
export function countryCollationTag(locale: Locale): string {
  return locale === "ar" ? "ar" : "en";
}

/** The list sorted for a picker in the page's language (Arabic collation for Arabic). */
export function sortedCountries(locale: Locale): DialCountry[] {
  const collator = new Intl.Collator(countryCollationTag(locale));
  return [...DIAL_COUNTRIES].sort((a, b) => collator.compare(countryName(a, locale), countryName(b, locale)));
}

// Countries whose mobile numbers all have the example's length, so anything else is a typo worth flagging.
const FIXED_LENGTH_REGIONS = new Set([
  "ae", "sa", "om", "qa", "kw", "bh", "eg", "jo", "iq", "ye", "sd", "ma", "dz", "tn", "ly", "sy", "ps",
  "in", "pk", "bd", "lk", "np", "ph", "gb", "fr", "es", "nl", "be", "ch", "pt", "pl", "ru", "kz", "cn", "tr", "ua", "ke", "ng", "za",
]);
/** Generic bounds of a national number where the length varies (ITU E.164 allows 15 digits in all). */
export const NATIONAL_NUMBER_MIN = 6;
export const NATIONAL_NUMBER_MAX = 12;

/** The national number lengths accepted for a country: NANP members and fixed-length countries exactly, others 6-12. */
export function nationalNumberLengths(country: DialCountry): { min: number; max: number } {
  const exact = country.exampleNumber.length;
  if (country.dialCode === "1" || FIXED_LENGTH_REGIONS.has(country.iso2)) return { min: exact, max: exact };
  return { min: Math.min(NATIONAL_NUMBER_MIN, exact), max: Math.max(NATIONAL_NUMBER_MAX, exact) };
}

/**
 * The national number as stored: digits only, without the one trunk "0" people type at home (050… in the UAE)
 * unless the country's numbers start with 0 themselves. Null when it holds anything but digits and separators.
 */
export function normaliseNationalNumber(country: DialCountry, input: string): string | null {
  const trimmed = input.trim();
  if (!/^[\d\s().-]*$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, "");
  if (digits.startsWith(country.dialCode) && digits.length > nationalNumberLengths(country).max) {
    digits = digits.slice(country.dialCode.length);
  }
  if (digits.startsWith("0") && !country.exampleNumber.startsWith("0")) digits = digits.slice(1);
  return digits;
}

/** True when the number fits the country: right length, and right area code for a country sharing its dial code. */
export function isValidNationalNumber(country: DialCountry, input: string): boolean {
  const digits = normaliseNationalNumber(country, input);
  if (!digits) return false;
  const { min, max } = nationalNumberLengths(country);
  if (digits.length < min || digits.length > max) return false;
  if (country.areaCodes && country.priority > 0) return country.areaCodes.some((code) => digits.startsWith(code));
  return true;
}
