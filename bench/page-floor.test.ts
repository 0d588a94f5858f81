// The floor must be the page as a visitor would see it without our code and fonts: styled.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { floorOf, floorPolicy } from "./page-floor.ts";

const hashOf = (css: string) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
const style = "@font-face{font-family:X;src:url(/x.woff2)}h1{color:red}";
const page =
  `<html><head><style>${style}</style><script>start()</script>` +
  '<link rel="modulepreload" href="/a.js"></head><body><main><h1>Roses</h1></main></body></html>';
const policy = `default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' ${hashOf(style)}; style-src-attr 'unsafe-inline'`;

describe("a page's floor", () => {
  it("keeps its markup and styles without what runs and without web fonts", () => {
    expect(floorOf(page)).toBe(
      "<html><head><style>h1{color:red}</style></head><body><main><h1>Roses</h1></main></body></html>",
    );
  });

  it("is allowed its own inline style, so the browser styles it as it styles the page", () => {
    const floor = floorOf(page);
    expect(floorPolicy(policy, floor)).toBe(
      `default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' ${hashOf("h1{color:red}")}; style-src-attr 'unsafe-inline'`,
    );
  });
});
