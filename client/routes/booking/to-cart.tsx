// booking: the bare path of the booking steps leads to the cart (booking/personal-details, the "view cart" page),
// which shows the cart or, when it is empty, the way to find tickets. The server answers a first load with a
// redirect; a client-side navigation here goes on the same way.
import { type LoaderFunctionArgs, redirect } from "react-router";

export const CART_PATH = "booking/personal-details";

function cartOf(params: { lang?: string; site?: string }) {
  return `/${params.lang}/${params.site}/${CART_PATH}`;
}

export async function loader({ params }: LoaderFunctionArgs) {
  throw redirect(cartOf(params), 302);
}

export async function clientLoader({ params }: LoaderFunctionArgs) {
  throw redirect(cartOf(params));
}

export default function ToCart() {
  return null;
}
