// The sign-in, sign-up and e-mail verification screens of the development identity provider: plain HTML forms (no
// JavaScript), in English and right-to-left Arabic; and the verification e-mail in both languages.

export const LANGUAGES = ["en", "ar"];

/** Countries of residence offered at sign-up (ISO 3166-1 alpha-3), the venues' own first. */
export const COUNTRIES = [
  ["ARE", "United Arab Emirates", "الإمارات العربية المتحدة"],
  ["OMN", "Oman", "عُمان"],
  ["EGY", "Egypt", "مصر"],
  ["SAU", "Saudi Arabia", "المملكة العربية السعودية"],
  ["QAT", "Qatar", "قطر"],
  ["KWT", "Kuwait", "الكويت"],
  ["BHR", "Bahrain", "البحرين"],
  ["JOR", "Jordan", "الأردن"],
  ["LBN", "Lebanon", "لبنان"],
  ["IND", "India", "الهند"],
  ["PAK", "Pakistan", "باكستان"],
  ["PHL", "Philippines", "الفلبين"],
  ["GBR", "United Kingdom", "المملكة المتحدة"],
  ["USA", "United States", "الولايات المتحدة"],
  ["DEU", "Germany", "ألمانيا"],
  ["FRA", "France", "فرنسا"],
  ["RUS", "Russia", "روسيا"],
  ["CHN", "China", "الصين"],
];
export const COUNTRY_CODES = COUNTRIES.map(([code]) => code);

const TEXT = {
  en: {
    brand: "Snow venues ID",
    devBadge: "Development sign-in",
    devNote: "A development identity provider for the snow-venue shop. Never use a real password here.",
    otherLanguage: "العربية",
    signInTitle: "Sign in",
    signInLead: "Sign in with your Snow venues ID to book faster and see your bookings.",
    signUpTitle: "Create your account",
    signUpLead: "One account for Ski Dubai, Snow Abu Dhabi, Snow Oman and Ski Egypt.",
    email: "E-mail",
    password: "Password",
    passwordHint: "At least 8 characters, with an upper-case letter, a lower-case letter and a digit.",
    title: "Title",
    titles: { mr: "Mr", mrs: "Mrs", ms: "Ms", miss: "Miss" },
    chooseTitle: "Choose…",
    firstName: "First name",
    lastName: "Last name",
    country: "Country of residence",
    chooseCountry: "Choose a country…",
    shareTerms: "I agree to the SHARE rewards terms",
    signIn: "Sign in",
    signUp: "Create account",
    noAccount: "New here?",
    toSignUp: "Create an account",
    haveAccount: "Already a member?",
    toSignIn: "Sign in",
    demoTitle: "Demo members and staff",
    demoText: "Password for all: SnowDemo2026",
    errorSummary: "Please correct the following:",
    expiredTitle: "This sign-in has expired",
    expiredText: "Go back to the shop and choose Sign in again.",
    verify: {
      sentTitle: "Check your inbox",
      sent: "We sent a link to {email}. Open it within 24 hours to verify your address.",
      resent: "We sent a new link to {email}. Earlier links no longer work.",
      notSent: "We could not send the e-mail to {email} just now. Ask for the link again in a minute.",
      wait: "We sent a link moments ago. Please wait a minute before asking for another.",
      tooMany: "We sent several links in the last hour. Please try again in an hour.",
      meanwhile: "You can sign in and book meanwhile; offers that need a verified address, such as the staff discount, open once it is verified.",
      continue: "Continue to the shop",
      resend: "Send the link again",
      confirmTitle: "Verify your e-mail address",
      confirm: "Confirm that {email} is your address.",
      confirmButton: "Verify my address",
      verifiedTitle: "Address verified",
      verified: "Thank you: {email} is verified. Sign in again at the shop to use offers that need it.",
      usedTitle: "This link was already used",
      used: "The address it verifies is verified. Sign in at the shop.",
      expiredTitle: "This link has expired",
      expired: "Links work for 24 hours. Ask for a new one and open it instead.",
      replacedTitle: "This link was replaced",
      replaced: "We sent a newer link. Open the newest e-mail, or ask for another link.",
      unknownTitle: "This link is not valid",
      unknown: "Check that the whole link was copied from the e-mail, or sign in and ask for a new one.",
      newLink: "Send me a new link",
      mailSubject: "Verify your e-mail address for Snow venues ID",
      mailGreeting: "Hello {name},",
      mailBody: "Open this link within 24 hours to verify that {email} is your address:",
      mailIgnore: "If you did not create a Snow venues ID account, ignore this e-mail: nothing happens without the link.",
    },
    errors: {
      emailRequired: "Enter your e-mail address",
      email: "Enter a valid e-mail address",
      passwordRequired: "Enter a password",
      weakPassword: "The password is too weak",
      nameRequired: "Enter your name",
      name: "Use 2 to 50 letters and spaces",
      title: "Choose a title",
      country: "Choose your country of residence",
      shareTerms: "Agree to the SHARE rewards terms to continue",
      taken: "This e-mail is already registered. Sign in instead.",
      wrong: "Wrong e-mail or password",
      locked: "Too many wrong passwords. This e-mail is locked for 15 minutes.",
    },
  },
  ar: {
    brand: "هوية مراكز الثلج",
    devBadge: "تسجيل دخول للتطوير",
    devNote: "مزوّد هوية للتطوير لمتجر مراكز الثلج. لا تستخدم هنا كلمة مرور حقيقية.",
    otherLanguage: "English",
    signInTitle: "تسجيل الدخول",
    signInLead: "سجّل الدخول بهوية مراكز الثلج لتحجز أسرع وترى حجوزاتك.",
    signUpTitle: "أنشئ حسابك",
    signUpLead: "حساب واحد لسكي دبي وسنو أبوظبي وسنو عُمان وسكي مصر.",
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    passwordHint: "8 أحرف على الأقل، منها حرف كبير وحرف صغير ورقم.",
    title: "اللقب",
    titles: { mr: "السيد", mrs: "السيدة", ms: "الآنسة/السيدة", miss: "الآنسة" },
    chooseTitle: "اختر…",
    firstName: "الاسم الأول",
    lastName: "اسم العائلة",
    country: "بلد الإقامة",
    chooseCountry: "اختر بلداً…",
    shareTerms: "أوافق على شروط مكافآت SHARE",
    signIn: "تسجيل الدخول",
    signUp: "إنشاء الحساب",
    noAccount: "جديد هنا؟",
    toSignUp: "أنشئ حساباً",
    haveAccount: "لديك حساب؟",
    toSignIn: "سجّل الدخول",
    demoTitle: "أعضاء تجريبيون",
    demoText: "كلمة المرور للجميع: SnowDemo2026",
    errorSummary: "يرجى تصحيح ما يلي:",
    expiredTitle: "انتهت صلاحية تسجيل الدخول هذا",
    expiredText: "عد إلى المتجر واختر تسجيل الدخول مرة أخرى.",
    verify: {
      sentTitle: "تحقق من بريدك الوارد",
      sent: "أرسلنا رابطاً إلى {email}. افتحه خلال 24 ساعة للتحقق من عنوانك.",
      resent: "أرسلنا رابطاً جديداً إلى {email}. الروابط السابقة لم تعد تعمل.",
      notSent: "تعذّر إرسال الرسالة إلى {email} الآن. اطلب الرابط مرة أخرى بعد دقيقة.",
      wait: "أرسلنا رابطاً قبل لحظات. يرجى الانتظار دقيقة قبل طلب رابط آخر.",
      tooMany: "أرسلنا عدة روابط خلال الساعة الماضية. يرجى المحاولة مرة أخرى بعد ساعة.",
      meanwhile: "يمكنك تسجيل الدخول والحجز في هذه الأثناء؛ أما العروض التي تتطلب عنواناً موثّقاً، مثل خصم الموظفين، فتُتاح بعد التحقق منه.",
      continue: "تابع إلى المتجر",
      resend: "أرسل الرابط مرة أخرى",
      confirmTitle: "تحقق من بريدك الإلكتروني",
      confirm: "أكّد أن {email} هو عنوانك.",
      confirmButton: "تحقق من عنواني",
      verifiedTitle: "تم التحقق من العنوان",
      verified: "شكراً لك: تم التحقق من {email}. سجّل الدخول مرة أخرى في المتجر لاستخدام العروض التي تتطلبه.",
      usedTitle: "تم استخدام هذا الرابط من قبل",
      used: "العنوان الذي يتحقق منه موثّق. سجّل الدخول في المتجر.",
      expiredTitle: "انتهت صلاحية هذا الرابط",
      expired: "تعمل الروابط لمدة 24 ساعة. اطلب رابطاً جديداً وافتحه بدلاً منه.",
      replacedTitle: "تم استبدال هذا الرابط",
      replaced: "أرسلنا رابطاً أحدث. افتح أحدث رسالة، أو اطلب رابطاً آخر.",
      unknownTitle: "هذا الرابط غير صالح",
      unknown: "تأكد من نسخ الرابط كاملاً من الرسالة، أو سجّل الدخول واطلب رابطاً جديداً.",
      newLink: "أرسل لي رابطاً جديداً",
      mailSubject: "تحقق من بريدك الإلكتروني لهوية مراكز الثلج",
      mailGreeting: "مرحباً {name}،",
      mailBody: "افتح هذا الرابط خلال 24 ساعة للتحقق من أن {email} هو عنوانك:",
      mailIgnore: "إذا لم تنشئ حساباً في هوية مراكز الثلج فتجاهل هذه الرسالة: لا يحدث شيء دون الرابط.",
    },
    errors: {
      emailRequired: "أدخل بريدك الإلكتروني",
      email: "أدخل بريداً إلكترونياً صحيحاً",
      passwordRequired: "أدخل كلمة المرور",
      weakPassword: "كلمة المرور ضعيفة جداً",
      nameRequired: "أدخل اسمك",
      name: "استخدم من 2 إلى 50 حرفاً ومسافات",
      title: "اختر اللقب",
      country: "اختر بلد إقامتك",
      shareTerms: "وافق على شروط مكافآت SHARE للمتابعة",
      taken: "هذا البريد الإلكتروني مسجّل بالفعل. سجّل الدخول بدلاً من ذلك.",
      wrong: "البريد الإلكتروني أو كلمة المرور غير صحيحة",
      locked: "محاولات خاطئة كثيرة. هذا البريد الإلكتروني مقفل لمدة 15 دقيقة.",
    },
  },
};

export const messages = (lang) => TEXT[lang] ?? TEXT.en;

const escape = (value) =>
  String(value ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

const STYLE = `
:root{--navy:#0b1f3a;--yellow:rgb(250,217,3);--ink:#1b2633;--muted:#5b6776;--error:#b00020;--line:#c9d1db}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic","Noto Naskh Arabic",Tahoma,sans-serif;background:#eef2f6;color:var(--ink);line-height:1.5}
header{background:var(--navy);color:#fff;padding:14px 24px;display:flex;align-items:center;gap:16px;flex-wrap:wrap}
.brand{font-weight:700;font-size:1.25rem;letter-spacing:.02em}
.brand span{color:var(--yellow)}
.badge{background:var(--yellow);color:var(--navy);font-weight:700;font-size:.8rem;padding:3px 10px;border-radius:999px;text-transform:uppercase;letter-spacing:.04em}
header a{margin-inline-start:auto;color:#fff}
main{max-width:480px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 10px rgba(11,31,58,.12);padding:28px 28px 24px;border-top:6px solid var(--yellow)}
h1{color:var(--navy);margin:0 0 6px;font-size:1.6rem}
.lead{margin:0 0 20px;color:var(--muted)}
.field{margin-bottom:16px}
label{display:block;font-weight:600;margin-bottom:4px}
input[type=email],input[type=password],input[type=text],select{width:100%;font:inherit;padding:10px 12px;border:1px solid var(--line);border-radius:8px;background:#fff;color:inherit}
input[aria-invalid=true],select[aria-invalid=true]{border-color:var(--error);border-width:2px}
.row{display:flex;gap:12px}.row .field{flex:1}
.hint{font-size:.85rem;color:var(--muted);margin:4px 0 0}
.field-error{color:var(--error);font-size:.9rem;margin:4px 0 0;font-weight:600}
.check{display:flex;gap:8px;align-items:flex-start}
.check input{margin-top:5px;width:18px;height:18px}
.check label{font-weight:400;margin:0}
button{width:100%;font:inherit;font-weight:700;padding:12px;border:0;border-radius:8px;background:var(--navy);color:#fff;cursor:pointer;margin-top:4px}
button:hover{background:#16355f}
a{color:var(--navy);font-weight:600}
:focus-visible{outline:3px solid var(--yellow);outline-offset:2px;box-shadow:0 0 0 5px var(--navy)}
.alert{border:2px solid var(--error);background:#fdecee;color:var(--error);border-radius:8px;padding:10px 14px;margin-bottom:16px}
.alert p{margin:0;font-weight:600}.alert ul{margin:6px 0 0;padding-inline-start:20px}
.switch{margin:18px 0 0;text-align:center}
.demo{margin-top:20px;font-size:.85rem;color:var(--muted);background:#f6f8fb;border:1px dashed var(--line);border-radius:8px;padding:10px 14px}
.demo h2{font-size:.9rem;margin:0 0 4px;color:var(--navy)}
.demo ul{margin:4px 0;padding-inline-start:18px}
footer{max-width:480px;margin:0 auto 32px;padding:0 16px;color:var(--muted);font-size:.85rem}
`;

/** The page around a screen. `otherLanguageHref` switches the language and keeps the interaction. */
function page({ lang, title, body, otherLanguageHref }) {
  const t = messages(lang);
  const other = lang === "ar" ? "en" : "ar";
  const languageLink = otherLanguageHref
    ? `<a href="${escape(otherLanguageHref)}" lang="${other}" hreflang="${other}">${escape(t.otherLanguage)}</a>`
    : "";
  return `<!DOCTYPE html>
<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · ${escape(t.brand)} (${escape(t.devBadge)})</title>
<style>${STYLE}</style>
</head>
<body>
<header><div class="brand">Snow venues <span>ID</span></div><div class="badge">${escape(t.devBadge)}</div>${languageLink}</header>
<main>${body}</main>
<footer><p>${escape(t.devNote)}</p></footer>
</body>
</html>`;
}

function errorSummary(t, errors, order) {
  const codes = order.filter((field) => errors[field]).map((field) => [field, errors[field]]);
  if (!codes.length) return "";
  if (codes.length === 1 && codes[0][0] === "form") {
    return `<div class="alert" role="alert" id="form-error"><p>${escape(t.errors[codes[0][1]])}</p></div>`;
  }
  return `<div class="alert" role="alert"><p>${escape(t.errorSummary)}</p><ul>${codes
    .map(([field, code]) => `<li><a href="#${field}">${escape(t.errors[code])}</a></li>`)
    .join("")}</ul></div>`;
}

/** aria attributes and the message paragraph of a field with an error (and its hint, when it has one). */
function fieldState(t, errors, field, hintId) {
  const code = errors[field];
  const describedBy = [code ? `${field}-error` : "", hintId ?? ""].filter(Boolean).join(" ");
  return {
    attrs: `${code ? ' aria-invalid="true"' : ""}${describedBy ? ` aria-describedby="${describedBy}"` : ""}`,
    message: code ? `<p class="field-error" id="${field}-error">${escape(t.errors[code])}</p>` : "",
  };
}

export function signInScreen({ lang, action, signUpHref, otherLanguageHref, values = {}, errors = {}, demoMembers = [] }) {
  const t = messages(lang);
  const formError = errors.form;
  const email = fieldState(t, formError ? { email: formError } : errors, "email");
  const password = fieldState(t, formError ? {} : errors, "password");
  // One message for a wrong e-mail or password: the summary, tied to both fields.
  const formAttrs = formError ? ' aria-invalid="true" aria-describedby="form-error"' : "";
  const body = `<div class="card">
<h1>${escape(t.signInTitle)}</h1>
<p class="lead">${escape(t.signInLead)}</p>
${errorSummary(t, errors, ["form", "email", "password"])}
<form method="post" action="${escape(action)}" novalidate>
<input type="hidden" name="lang" value="${lang}">
<div class="field"><label for="email">${escape(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escape(values.email)}"${formError ? formAttrs : email.attrs}${formError || errors.email ? " autofocus" : ""}>
${formError ? "" : email.message}</div>
<div class="field"><label for="password">${escape(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${formError ? formAttrs : password.attrs}>
${formError ? "" : password.message}</div>
<button type="submit">${escape(t.signIn)}</button>
</form>
<p class="switch">${escape(t.noAccount)} <a href="${escape(signUpHref)}">${escape(t.toSignUp)}</a></p>
${demoMembers.length ? `<div class="demo"><h2>${escape(t.demoTitle)}</h2><ul>${demoMembers.map((m) => `<li dir="ltr">${escape(m.email)}</li>`).join("")}</ul><p>${escape(t.demoText)}</p></div>` : ""}
</div>`;
  return page({ lang, title: t.signInTitle, body, otherLanguageHref });
}

export function signUpScreen({ lang, action, signInHref, otherLanguageHref, values = {}, errors = {}, shareTermsRequired = false }) {
  const t = messages(lang);
  const f = (field, hintId) => fieldState(t, errors, field, hintId);
  const title = f("title");
  const firstName = f("firstName");
  const lastName = f("lastName");
  const email = f("email");
  const password = f("password", "password-hint");
  const country = f("country");
  const shareTerms = f("shareTerms");
  const firstError = ["title", "firstName", "lastName", "email", "password", "country", "shareTerms"].find((k) => errors[k]);
  const autofocus = (field) => (firstError === field ? " autofocus" : "");
  const countryName = ([, en, ar]) => (lang === "ar" ? ar : en);
  const body = `<div class="card">
<h1>${escape(t.signUpTitle)}</h1>
<p class="lead">${escape(t.signUpLead)}</p>
${errorSummary(t, errors, ["title", "firstName", "lastName", "email", "password", "country", "shareTerms"])}
<form method="post" action="${escape(action)}" novalidate>
<input type="hidden" name="lang" value="${lang}">
<div class="field"><label for="title">${escape(t.title)}</label>
<select id="title" name="title" required${title.attrs}${autofocus("title")}>
<option value="">${escape(t.chooseTitle)}</option>
${Object.entries(t.titles).map(([value, label]) => `<option value="${value}"${values.title === value ? " selected" : ""}>${escape(label)}</option>`).join("")}
</select>${title.message}</div>
<div class="row">
<div class="field"><label for="firstName">${escape(t.firstName)}</label>
<input id="firstName" name="firstName" type="text" autocomplete="given-name" required maxlength="50" value="${escape(values.firstName)}"${firstName.attrs}${autofocus("firstName")}>${firstName.message}</div>
<div class="field"><label for="lastName">${escape(t.lastName)}</label>
<input id="lastName" name="lastName" type="text" autocomplete="family-name" required maxlength="50" value="${escape(values.lastName)}"${lastName.attrs}${autofocus("lastName")}>${lastName.message}</div>
</div>
<div class="field"><label for="email">${escape(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" dir="ltr" value="${escape(values.email)}"${email.attrs}${autofocus("email")}>${email.message}</div>
<div class="field"><label for="password">${escape(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8"${password.attrs}${autofocus("password")}>
<p class="hint" id="password-hint">${escape(t.passwordHint)}</p>${password.message}</div>
<div class="field"><label for="country">${escape(t.country)}</label>
<select id="country" name="country" autocomplete="country" required${country.attrs}${autofocus("country")}>
<option value="">${escape(t.chooseCountry)}</option>
${COUNTRIES.map((c) => `<option value="${c[0]}"${values.country === c[0] ? " selected" : ""}>${escape(countryName(c))}</option>`).join("")}
</select>${country.message}</div>
${
  shareTermsRequired
    ? `<div class="field"><div class="check"><input id="shareTerms" name="shareTerms" type="checkbox" value="true" required${values.shareTerms ? " checked" : ""}${shareTerms.attrs}${autofocus("shareTerms")}>
<label for="shareTerms">${escape(t.shareTerms)}</label></div>${shareTerms.message}</div>`
    : ""
}
<button type="submit">${escape(t.signUp)}</button>
</form>
<p class="switch">${escape(t.haveAccount)} <a href="${escape(signInHref)}">${escape(t.toSignIn)}</a></p>
</div>`;
  return page({ lang, title: t.signUpTitle, body, otherLanguageHref });
}

export function expiredScreen({ lang }) {
  const t = messages(lang);
  return page({
    lang,
    title: t.expiredTitle,
    body: `<div class="card"><h1>${escape(t.expiredTitle)}</h1><p class="lead" role="alert">${escape(t.expiredText)}</p></div>`,
  });
}

/** A styled page for the provider's own screens (logout confirmation, errors). */
export function plainScreen({ lang = "en", title, html }) {
  return page({ lang, title, body: `<div class="card">${html}</div>` });
}

/** A verification text with the address in it, isolated so it reads left to right inside Arabic. */
function withEmail(text, email, lang) {
  const address = `<bdi dir="ltr">${escape(email)}</bdi>`;
  return escape(text).replace("{email}", lang === "ar" ? address : `<strong>${escape(email)}</strong>`);
}

/** A one-button form (no JavaScript). */
const buttonForm = (action, label, fields = {}, secondary = false) =>
  `<form method="post" action="${escape(action)}">${Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join("")}<button type="submit"${secondary ? ' style="background:#fff;color:#0b1f3a;border:2px solid #0b1f3a"' : ""}>${escape(label)}</button></form>`;

/**
 * After sign-up: the link was sent (or not, or the member asked again too soon), with a way on to the shop and a way
 * to have the link sent again. `notice`: sent, resent, notSent, wait, tooMany.
 */
export function verificationSentScreen({ lang, email, notice, continueAction, resendAction, otherLanguageHref }) {
  const t = messages(lang);
  const v = t.verify;
  const problem = notice === "notSent" || notice === "wait" || notice === "tooMany";
  const body = `<div class="card">
<h1>${escape(v.sentTitle)}</h1>
<p class="lead" ${problem ? 'role="alert"' : 'role="status"'} id="verify-notice">${withEmail(v[notice], email, lang)}</p>
<p>${escape(v.meanwhile)}</p>
${buttonForm(continueAction, v.continue, { lang })}
<div class="switch">${buttonForm(resendAction, v.resend, { lang }, true)}</div>
</div>`;
  return page({ lang, title: v.sentTitle, body, otherLanguageHref });
}

/** The link's page before it is used: one button that verifies (a mail scanner's visit uses nothing up). */
export function verifyConfirmScreen({ lang, email, action, token, otherLanguageHref }) {
  const v = messages(lang).verify;
  const body = `<div class="card"><h1>${escape(v.confirmTitle)}</h1><p class="lead">${withEmail(v.confirm, email, lang)}</p>
${buttonForm(action, v.confirmButton, { token, lang })}</div>`;
  return page({ lang, title: v.confirmTitle, body, otherLanguageHref });
}

/**
 * What following a link did: verified, or why it did nothing (used, expired, replaced, unknown). An ended link
 * (expired, replaced) offers a new one; `notice` tells the outcome of asking (resent, notSent, wait, tooMany).
 */
export function verifyOutcomeScreen({ lang, outcome, email, token, resendAction, notice, otherLanguageHref }) {
  const v = messages(lang).verify;
  if (notice === "resent") {
    // A new link is on its way: that is all there is to say.
    const body = `<div class="card"><h1>${escape(v.sentTitle)}</h1><p class="lead" role="status" id="verify-notice">${withEmail(v.resent, email, lang)}</p></div>`;
    return page({ lang, title: v.sentTitle, body, otherLanguageHref });
  }
  const title = v[`${outcome}Title`];
  const text = outcome === "verified" ? withEmail(v.verified, email, lang) : escape(v[outcome]);
  const asked = notice ? `<p class="alert" role="alert" id="verify-notice">${withEmail(v[notice], email ?? "", lang)}</p>` : "";
  const offer = outcome === "expired" || outcome === "replaced" ? buttonForm(resendAction, v.newLink, { token, lang }) : "";
  const body = `<div class="card"><h1>${escape(title)}</h1><p class="lead"${outcome === "verified" ? ' role="status"' : ' role="alert"'}>${text}</p>${asked}${offer}</div>`;
  return page({ lang, title, body, otherLanguageHref });
}

/** The verification e-mail in the member's language: subject, text and HTML (right to left in Arabic). */
export function verificationMail({ lang, name, email, link }) {
  const v = messages(lang).verify;
  const fill = (text) => text.replace("{name}", name).replace("{email}", email);
  const dir = lang === "ar" ? "rtl" : "ltr";
  return {
    subject: v.mailSubject,
    text: `${fill(v.mailGreeting)}\n\n${fill(v.mailBody)}\n${link}\n\n${v.mailIgnore}\n`,
    html: `<!DOCTYPE html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escape(v.mailSubject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1b2633;line-height:1.5"><p>${escape(fill(v.mailGreeting))}</p>
<p>${withEmail(v.mailBody.replace("{name}", name), email, lang)}</p>
<p><a href="${escape(link)}" style="display:inline-block;background:#0b1f3a;color:#fff;padding:10px 16px;border-radius:8px;font-weight:700;text-decoration:none">${escape(v.confirmButton)}</a></p>
<p dir="ltr" style="font-size:.85rem;color:#5b6776;word-break:break-all">${escape(link)}</p>
<p style="font-size:.85rem;color:#5b6776">${escape(v.mailIgnore)}</p></body></html>`,
  };
}
