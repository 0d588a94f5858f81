// Tiny inline line icons (24×24, stroked with currentColor): no icon font, no dependency.
// The paths here are the ones the first page load draws; icons only lazily loaded parts
// use live in extraIcons.ts, so they stay out of the entry bundle.

export const MENU_ICON = "M3 6h18M3 12h18M3 18h18";
export const CLOSE_ICON = "M18 6 6 18M6 6l12 12";
export const CHEVRON_ICON = "m6 9 6 6 6-6";
export const ARROW_ICON = "M5 12h14M12 5l7 7-7 7";
/** the favourite heart: the product page's toggle and the navigation's link to the list */
export const HEART_ICON =
  "M20.8 4.6a5.5 5.5 0 0 0-7.7 0L12 5.7l-1.1-1.1a5.5 5.5 0 0 0-7.7 7.8l1 1L12 21.2l7.8-7.8 1-1a5.5 5.5 0 0 0 0-7.8z";
export const USER_ICON = "M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z";
export const SHARE_ICON =
  "M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4";
export const CHECK_ICON = "M20 6 9 17l-5-5";
export const TRUCK_ICON =
  "M1 3h15v13H1zM16 8h4l3 3v5h-7zM5.5 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM18.5 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z";
export const FLOWER_ICON =
  "M7 4v4.5a5 5 0 0 0 10 0V4l-2.5 2.5L12 3 9.5 6.5zM12 13.5V22M12 20c-2.8 0-4.6-1.6-5-4M12 18c2.8 0 4.6-1.6 5-4";
export const GIFT_ICON =
  "M20 12v10H4V12M2 7h20v5H2zM12 22V7M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z";

export function Icon({ d, size = 20, className }: { d: string; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
