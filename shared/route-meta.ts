// Each route's title and description (its <title> and meta description, in English: the
// catalogues translate them), by the route's key in shared/routes.ts. Apart from the route
// table, which the entry script carries, so only the page metadata's code (the Worker,
// PageMetaTags' lazy chunk) carries these.
import type { RouteKey } from "./routes";
import { SHOP } from "./shop";

export const ROUTE_META: Record<RouteKey, { title: string; description: string }> = {
  home: {
    title: `${SHOP.name} | Fresh flowers and same-day delivery`,
    description: SHOP.description,
  },
  products: {
    title: `Our Flowers | ${SHOP.name}`,
    description:
      "Roses, lilies, mixed bouquets, seasonal, exotic and wedding flowers with free same-day delivery in Siem Reap.",
  },
  // Used while the product is still loading in the browser; the loaded product replaces it.
  product: {
    title: `Flowers | ${SHOP.name}`,
    description: SHOP.description,
  },
  about: {
    title: `About Us | ${SHOP.name}`,
    description: `Our story: a Siem Reap florist founded in ${SHOP.foundedYear}, hand-tying bouquets and dressing weddings and events.`,
  },
  contact: {
    title: `Contact | ${SHOP.name}`,
    description: `Call, message or visit ${SHOP.name} in Siem Reap for bouquets, custom orders, weddings and events.`,
  },
  favourites: {
    title: `My favourites | ${SHOP.name}`,
    description: "The flowers you marked with the heart, kept on this device.",
  },
  login: {
    title: `Log in | ${SHOP.name}`,
    description: `Sign in to your ${SHOP.name} account.`,
  },
  register: {
    title: `Create an account | ${SHOP.name}`,
    description: `Register with ${SHOP.name} to order fresh flowers with same-day delivery in Siem Reap.`,
  },
  forgotPassword: {
    title: `Reset your password | ${SHOP.name}`,
    description: "Reset the password of your account.",
  },
  order: {
    title: `Place your order | ${SHOP.name}`,
    description: "Choose the size, the day and time, the card message and where your flowers go.",
  },
  orderPlaced: {
    title: `Order placed | ${SHOP.name}`,
    description: "Your order is placed: its number, what you ordered and what happens next.",
  },
  orders: {
    title: `My orders | ${SHOP.name}`,
    description: "Your flower orders and their status.",
  },
  profile: {
    title: `My profile | ${SHOP.name}`,
    description: "Your account details.",
  },
  admin: {
    title: `Admin Panel | ${SHOP.name}`,
    description: "Run the shop: products, orders and users.",
  },
  notFound: {
    title: `Page not found | ${SHOP.name}`,
    description: "This page does not exist.",
  },
};
