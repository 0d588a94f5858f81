// The two screen sizes the journeys use: a 390 px phone and a 1280 px desktop (the default).
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
export type Viewport = typeof PHONE;
