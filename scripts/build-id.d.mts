/** The build's name: SHOP_BUILD_ID, else the commit (with "-dirty" for uncommitted changes), else "unknown". */
export function buildId(): string;
