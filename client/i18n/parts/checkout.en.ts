// English texts of the checkout pages (merged into the English dictionary).
export const checkoutEn = {
} as const;
