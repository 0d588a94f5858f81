// The pages the Worker draws (shared/routes.ts's isDrawn), bundled into the Worker: the browser
// loads the same modules lazily (web/App.tsx). Typed by the route table, so a drawn page
// missing here, or one that is not drawn, does not compile.
import type { ComponentType } from "react";
import type { DrawnRoute } from "../../shared/routes";
import * as about from "../pages/AboutPage";
import * as contact from "../pages/ContactPage";
import * as home from "../pages/HomePage";
import * as notFound from "../pages/NotFoundPage";
import * as product from "../pages/ProductPage";
import * as products from "../pages/ProductsPage";

/** A route module: its page, and if it has data to draw with, what its first screen makes of
 *  the API's answer (shared/drawing.ts's PageAnswers, under the route's key). */
export interface PageModule {
  default: ComponentType;
  fromAnswer?: (answer: never) => unknown;
}

export const DRAWN_PAGES: Record<DrawnRoute["page"], PageModule> = {
  "pages/HomePage.tsx": home,
  "pages/ProductsPage.tsx": products,
  "pages/ProductPage.tsx": product,
  "pages/AboutPage.tsx": about,
  "pages/ContactPage.tsx": contact,
  "pages/NotFoundPage.tsx": notFound,
};
