// A signed-in member at checkout (booking-and-checkout §6): the guest form filled from the member's profile, and the
// profile change to save (POST info/apply) when the member edited those details, so the order uses them.
import type { ApplyInfoRequest, MemberInformation } from "../../shared/contract/member-schemas";
import { MEMBER_TITLES, type MemberTitle } from "../../shared/contract/members";
import type { GuestFormValues } from "../../shared/cart/guest-form";
import type { GuestInfo } from "../../shared/cart/state";
import { profileValuesOf } from "../account/profile-form";

/** The guest form's values from the member's profile (the e-mail is the member's own; the terms still to agree). */
export function guestValuesOfMember(info: MemberInformation | null, email: string, defaultRegion: string): GuestFormValues {
  const profile = profileValuesOf(info, defaultRegion);
  return {
    title: profile.title,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email,
    mobileRegion: profile.mobileRegion.toLowerCase(),
    mobile: profile.mobile,
    countryOfResidence: profile.countryOfResidence.toLowerCase(),
    terms: false,
  };
}

const isTitle = (value: string): value is MemberTitle => (MEMBER_TITLES as readonly string[]).includes(value);

/** The profile as the guest form's details would make it: the member's other details (birth date, nationality) kept. */
export function applyRequestOfGuest(info: MemberInformation, guest: GuestInfo): ApplyInfoRequest | null {
  if (!isTitle(guest.title)) return null;
  const residence = guest.country_of_residence.toUpperCase();
  return {
    title: guest.title,
    firstName: guest.firstName,
    lastName: guest.lastName,
    // Kept as it is: the cart's form does not ask for it, and a new member may not have given it yet.
    ...(info.dateOfBirth ? { dateOfBirth: info.dateOfBirth } : {}),
    nationality: info.nationality ?? residence,
    countryOfResidence: residence,
    mobile: `+${guest.mobileDetails.countryCode}${guest.mobileDetails.significantMobileNumber}`,
    mobileRegion: guest.mobileDetails.regionCode.toLowerCase(),
  };
}

/** True when the details the member confirmed differ from the profile (then they are saved before checkout). */
export function guestDiffersFromProfile(info: MemberInformation, guest: GuestInfo): boolean {
  const mobile = `+${guest.mobileDetails.countryCode}${guest.mobileDetails.significantMobileNumber}`;
  return (
    (info.title ?? "") !== guest.title ||
    info.firstName !== guest.firstName ||
    info.lastName !== guest.lastName ||
    (info.countryOfResidence ?? "").toUpperCase() !== guest.country_of_residence.toUpperCase() ||
    (info.mobile?.number ?? "") !== mobile ||
    (info.mobile?.region ?? "").toLowerCase() !== guest.mobileDetails.regionCode.toLowerCase()
  );
}
