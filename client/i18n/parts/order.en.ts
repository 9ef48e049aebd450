// English texts of the order pages (merged into the English dictionary).
export const orderEn = {
} as const;
