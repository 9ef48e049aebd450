// A cart belongs to its venue (docs/decisions/009): the venues as the browser knows them, and whose a stored cart is.
import { describe, expect, it } from "vitest";
import { TENANTS } from "../../tenants";
import { VENUES, exampleReservationCode, venueOfReservationCode } from "../../tenants/venues";
import { cartIsUsableHere, cartOwnerOf, legacyCartOwner } from "./venues";

const DUBAI = 1;
const ABU_DHABI = 2;

describe("the venues the browser reads", () => {
  it("are the tenants, each with its own reservation code prefix", () => {
    expect(VENUES.map((v) => v.siteId)).toEqual(TENANTS.map((t) => t.siteId));
    expect(new Set(VENUES.map((v) => v.reservationPrefix)).size).toBe(VENUES.length);
  });
  it("give each venue's own example reservation code, and name the venue of a code", () => {
    expect(VENUES.map(exampleReservationCode)).toEqual(["SKD-7K2Q9M4XPA", "SAD-7K2Q9M4XPA", "SMO-7K2Q9M4XPA", "SKE-7K2Q9M4XPA"]);
    expect(venueOfReservationCode("smo-7K2Q9M4XPA")?.slug).toBe("snow-oman");
    expect(venueOfReservationCode("XYZ-7K2Q9M4XPA")).toBeNull();
    expect(venueOfReservationCode(null)).toBeNull();
  });
});

describe("cartOwnerOf", () => {
  it("a cart without lines is nobody's", () => {
    expect(cartOwnerOf({ siteId: null, lines: 0 }, DUBAI)).toEqual({ kind: "none" });
    expect(cartOwnerOf({ siteId: ABU_DHABI, lines: 0 }, DUBAI)).toEqual({ kind: "none" });
  });
  it("a cart belongs to the venue it was started on", () => {
    expect(cartOwnerOf({ siteId: DUBAI, lines: 1 }, DUBAI)).toEqual({ kind: "here" });
    expect(cartOwnerOf({ siteId: DUBAI, lines: 1 }, ABU_DHABI)).toEqual({ kind: "other", siteId: DUBAI });
  });
  it("a cart stored before the venue was recorded is not known yet", () => {
    expect(cartOwnerOf({ lines: 2 }, DUBAI)).toEqual({ kind: "unrecorded" });
    expect(cartOwnerOf({ siteId: null, lines: 2 }, DUBAI)).toEqual({ kind: "unrecorded" });
  });
  it("only a venue's own cart, or nobody's, may be shown and changed on its pages", () => {
    expect(cartIsUsableHere({ siteId: null, bookingData: [] }, DUBAI)).toBe(true);
    expect(cartIsUsableHere({ siteId: DUBAI, bookingData: [{}] }, DUBAI)).toBe(true);
    expect(cartIsUsableHere({ siteId: DUBAI, bookingData: [{}] }, ABU_DHABI)).toBe(false);
    expect(cartIsUsableHere({ siteId: null, bookingData: [{}] }, ABU_DHABI)).toBe(false);
  });
});

describe("legacyCartOwner", () => {
  const line = (cardID: number, cardName: string) => ({ cardID, cardName });
  const siteOfCode = (code: string | null) => venueOfReservationCode(code)?.siteId ?? null;
  const soldInAbuDhabi = new Map<string, number | null>([["snow-park", 201], ["snow-classic", 202], ["penguins", null]]);

  it("is this venue's when every line's card is sold here under the line's card id", () => {
    const cart = { bookingData: [line(201, "snow-park"), line(202, "snow-classic")], reservationCode: null };
    expect(legacyCartOwner(cart, ABU_DHABI, soldInAbuDhabi, siteOfCode)).toEqual({ kind: "here" });
  });
  it("is another venue's when a card is sold here under another id, or not at all: named by its reservation code", () => {
    const dubaiLines = [line(101, "snow-park")];
    expect(legacyCartOwner({ bookingData: dubaiLines, reservationCode: "SKD-7K2Q9M4XPA" }, ABU_DHABI, soldInAbuDhabi, siteOfCode)).toEqual({ kind: "other", siteId: DUBAI });
    expect(legacyCartOwner({ bookingData: [line(301, "penguins")], reservationCode: "SMO-7K2Q9M4XPA" }, ABU_DHABI, soldInAbuDhabi, siteOfCode)).toEqual({ kind: "other", siteId: 3 });
  });
  it("is a venue the shop cannot name when the cart was never held", () => {
    expect(legacyCartOwner({ bookingData: [line(101, "snow-park")], reservationCode: null }, ABU_DHABI, soldInAbuDhabi, siteOfCode)).toEqual({ kind: "other", siteId: null });
    // A code of this venue on cards not sold here names no other venue either.
    expect(legacyCartOwner({ bookingData: [line(101, "snow-park")], reservationCode: "SAD-7K2Q9M4XPA" }, ABU_DHABI, soldInAbuDhabi, siteOfCode)).toEqual({ kind: "other", siteId: null });
  });
  it("an empty cart is nobody's", () => {
    expect(legacyCartOwner({ bookingData: [], reservationCode: "SKD-7K2Q9M4XPA" }, ABU_DHABI, soldInAbuDhabi, siteOfCode)).toEqual({ kind: "none" });
  });
});
