// What a card has when nothing sets it apart (a plain pass: no flags, one day at a time, no discounts), for the
// seeds and the test cards alike; free of the schema library so seed code can take it as it is.
import type { Card } from "./catalogue";

export type CardDefaultField =
  | "category_card_type"
  | "card_type_id"
  | "is_membership"
  | "is_table"
  | "max_number_per_table"
  | "is_movie"
  | "enable_christmas"
  | "every_range_of_booking"
  | "days_of_booking"
  | "required_quantity"
  | "additional_price"
  | "lesson"
  | "date_mode"
  | "card_discount"
  | "card_discount_temp"
  | "external_link"
  | "parent_id";

/** The default of every card field a seed or a test may leave out. */
export const CARD_DEFAULTS: Readonly<Pick<Card, CardDefaultField>> = {
  category_card_type: null,
  card_type_id: 1,
  is_membership: false,
  is_table: false,
  max_number_per_table: null,
  is_movie: false,
  enable_christmas: false,
  every_range_of_booking: 0,
  days_of_booking: 0,
  required_quantity: 0,
  additional_price: 0,
  lesson: null,
  date_mode: { type: "default", length: 1, skip_dates: [] },
  card_discount: null,
  card_discount_temp: null,
  external_link: null,
  parent_id: null,
};
