// Identity client shared by the sites without one of their own (Dubai and Egypt).
export const DEFAULT_IDENTITY_CLIENT = "snow-venues-web";
