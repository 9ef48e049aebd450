// English texts of the site footer (merged into the English dictionary). They come with the footer's code when it
// nears the screen, as its CMS document does; the server render reads them from the request's language.
export const footerEn = {
  "footer.backToTop": "Back to top",
  "footer.newsletterEmail": "Email address",
  "footer.join": "Join",
  "footer.joining": "Joining",
  "footer.followUs": "Follow us",
  "footer.getTheApp": "Get the app",
  "footer.weAccept": "We accept",
  "footer.linksNavigation": "Site links",
  "footer.opensInNewTab": "(opens in a new tab)",
  "footer.socialLink": "{site} on {network}",
  "footer.network.instagram": "Instagram",
  "footer.network.facebook": "Facebook",
  "footer.network.x": "X",
  "footer.network.youtube": "YouTube",
  "footer.network.tiktok": "TikTok",
  "footer.network.linkedin": "LinkedIn",
  "validation.required": "Please enter the {field}.",
  "validation.email": "Please enter a valid email address, so we can reach you.",
  "validation.max": "The {field} field may not be greater than {n} characters.",
  "field.email": "email address",
} as const;
