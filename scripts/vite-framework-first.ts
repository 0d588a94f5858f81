// React (react, react-dom, scheduler) in a chunk of its own that the shell runs as a script
// before the app's entry (docs/decisions/074). A module graph is evaluated in one task, and
// React DOM's evaluation alone was most of the entry's (207 of its 262 KB): named first, it is
// evaluated in a task of its own, and the entry, which imports it, evaluates only the app.
// With JavaScript on and off alike, the browser runs the two in order.
import type { Plugin } from "vite";

export const FRAMEWORK_CHUNK = "react";
/** What goes into the framework chunk: React, what React DOM imports, and the module that
 *  starts them (web/framework.ts). */
export const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]web[\\/]framework\.ts$/;

export function frameworkFirst(): Plugin {
  return {
    name: "framework-first",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (item) => item.type === "chunk" && item.name === FRAMEWORK_CHUNK,
        );
        if (!chunk) throw new Error(`framework-first: no ${FRAMEWORK_CHUNK} chunk`);
        const href = `/${chunk.fileName}`;
        const preload = `<link rel="modulepreload" crossorigin href="${href}">`;
        const entry = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(html)?.[0];
        if (!entry || !html.includes(preload))
          throw new Error("framework-first: no entry script or framework preload");
        return html
          .replace(preload, "")
          .replace(entry, `<script type="module" crossorigin src="${href}"></script>${entry}`);
      },
    },
  };
}
