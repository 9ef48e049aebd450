// Which app store badge a device sees (content-and-account §2 Footer): iOS Safari the App Store, other mobiles
// Google Play, desktops both.

export type AppLinkChoice = "app-store" | "google-play" | "both";

/**
 * Every iOS browser runs on Safari's engine and can only install from the App Store, so all of them count as iOS
 * Safari here. iPadOS 13+ reports a desktop Mac; touch points tell it apart.
 */
export function appLinksFor(userAgent: string, maxTouchPoints = 0): AppLinkChoice {
  const ios = /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);
  if (ios) return "app-store";
  if (/Android|Mobi|webOS|BlackBerry|IEMobile|Opera Mini|Silk|Kindle/i.test(userAgent)) return "google-play";
  return "both";
}
