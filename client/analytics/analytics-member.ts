// The member's analytics (booking-and-checkout §4): login and logout events, and the marketing tool's identity of a
// member, the SHA-256 (hex) of the lower-cased e-mail, never the e-mail itself. Loaded with the member's session code.
import { type UserType, userType } from "../../shared/analytics";

export interface MemberEvent {
  event: "login" | "logout";
  user_type: UserType;
  /** SHA-256 hex of the lower-cased e-mail (login only). */
  marketing_identity?: string;
}

/** The marketing identity of a member: SHA-256 hex of the trimmed, lower-cased e-mail. */
export async function marketingIdentity(email: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const digest = await subtle.digest("SHA-256", new TextEncoder().encode(email.trim().toLowerCase()));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function loginEvent(email: string): Promise<MemberEvent> {
  return { event: "login", user_type: userType(true), marketing_identity: await marketingIdentity(email) };
}

export function logoutEvent(): MemberEvent {
  return { event: "logout", user_type: userType(false) };
}

function dataLayer(): unknown[] {
  return ((window as { dataLayer?: unknown[] }).dataLayer ||= []);
}

export async function trackLogin(email: string): Promise<void> {
  try {
    dataLayer().push(await loginEvent(email));
  } catch {
    // No digest available (an insecure origin): the login is not reported rather than reported with the e-mail.
  }
}

export function trackLogout(): void {
  dataLayer().push(logoutEvent());
}
