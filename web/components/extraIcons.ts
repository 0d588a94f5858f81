// Icon paths used only by lazily loaded parts (footer, share menu, contact, about, product
// page); drawn with <Icon d={…} /> from Icon.tsx.

export const LINK_ICON =
  "M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.8 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7";
export const PHONE_ICON =
  "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2";
export const MAIL_ICON =
  "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 6l-10 7L2 6";
export const PIN_ICON = "M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0zM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z";
export const FACEBOOK_ICON = "M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z";
export const TWITTER_ICON = "M4 4l11.7 16H20L8.3 4zM4 20l6.8-6.8M13.2 10.8 20 4";
export const WHATSAPP_ICON =
  "M21 11.5a8.4 8.4 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.4 8.4 0 0 1-3.8-.9L3 21l1.9-5.7a8.4 8.4 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.4 8.4 0 0 1 3.8-.9h.5a8.5 8.5 0 0 1 8 8z";
export const INSTAGRAM_ICON =
  "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zM16 11.4A4 4 0 1 1 12.6 8a4 4 0 0 1 3.4 3.4zM17.5 6.5h0";
export const TIKTOK_ICON = "M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c0 3 2.2 5 5 5";
export const TELEGRAM_ICON = "M22 2 11 13M22 2l-7 20-4-9-9-4z";
