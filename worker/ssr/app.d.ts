// What worker/ssr/app.js re-exports; web/ssr/render.tsx is typed by the same shared/drawing.ts,
// so the two cannot drift apart.
import type { DrawnPage, DrawRequest } from "../../shared/drawing";

/** A page as the app draws it, with its route's data. */
export declare function drawPage(request: DrawRequest): Promise<DrawnPage>;
