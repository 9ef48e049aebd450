// English texts of the consent dialog (booking-and-checkout §4: categories C0002, C0003, C0004).
export const consentEn = {
  "consent.title": "Your privacy choices",
  "consent.intro":
    "We use cookies that the site needs to work. With your permission we would also use cookies to understand how the site is used, to remember your preferences and to show you relevant offers elsewhere. You can accept all, reject all or choose.",
  "consent.acceptAll": "Accept all",
  "consent.rejectAll": "Reject all",
  "consent.manage": "Choose cookies",
  "consent.save": "Save my choices",
  "consent.categories": "Cookie categories",
  "consent.necessary": "Strictly necessary",
  "consent.necessaryText": "Sign-in, your cart and security. Always on, as the site does not work without them.",
  "consent.analytics": "Analytics",
  "consent.analyticsText": "Counting visits and how pages are used, so we can improve the site.",
  "consent.personalisation": "Personalisation",
  "consent.personalisationText": "Remembering your choices to tailor what you see on the site.",
  "consent.advertising": "Advertising",
  "consent.advertisingText": "Measuring our advertising and showing you our offers on other sites.",
  "consent.privacyPolicy": "Read our privacy policy",
} as const;
