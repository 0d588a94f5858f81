// Security headers as a browser receives them: on every page (the dashboard included),
// every API answer (errors too), and uploads with their own sandbox; and canonical URLs
// that a forged Host cannot steer.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../index";
import { call, createProduct } from "./helpers";

const directives = (csp: string | null) =>
  new Map(
    (csp ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );

async function sha256Base64(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

describe("pages", () => {
  it("carry a CSP that runs only the shop's own scripts and the shell's inline script by hash, and may not be framed", async () => {
    const product = await createProduct();
    for (const path of [
      "/",
      "/products",
      "/admin",
      "/admin?tab=orders",
      `/product/${product.id}`,
      "/no-such-page",
    ]) {
      const { headers, text } = await call("GET", path);
      const csp = directives(headers.get("content-security-policy"));
      expect(csp.get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(csp.get("object-src"), path).toEqual(["'none'"]);
      const scriptSrc = csp.get("script-src") ?? [];
      expect(scriptSrc, path).toContain("'self'");
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      expect(scriptSrc, path).not.toContain("'unsafe-eval'");
      // Every inline script the page really carries is allowed by its hash, and only those.
      const inline = [...text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
      expect(inline.length, path).toBeGreaterThan(0);
      const hashes = await Promise.all(inline.map(async (body) => `'sha256-${await sha256Base64(body)}'`));
      expect(scriptSrc.filter((value) => value.startsWith("'sha256-")).sort(), path).toEqual(hashes.sort());
      // Style sheets likewise: the shell's base styles (and a drawn page's own) by hash only.
      const styleSrc = csp.get("style-src") ?? [];
      expect(styleSrc, path).not.toContain("'unsafe-inline'");
      const styles = [...text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "");
      expect(styles.length, path).toBeGreaterThan(path === "/products" ? 1 : 0);
      const styleHashes = await Promise.all(
        styles.map(async (body) => `'sha256-${await sha256Base64(body)}'`),
      );
      expect(styleSrc.filter((value) => value.startsWith("'sha256-")).sort(), path).toEqual(
        styleHashes.sort(),
      );

      expect(headers.get("x-frame-options"), path).toBe("DENY");
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(headers.get("permissions-policy"), path).toContain("geolocation=(self)");
      expect(headers.get("strict-transport-security"), path).toContain("max-age=");
    }
  });
});

describe("API answers", () => {
  it("run nothing, may not be framed, are not sniffed and send no referrer, errors included", async () => {
    for (const [method, path, status] of [
      ["GET", "/api/products", 200],
      ["GET", "/api/nothing-here", 404],
      ["GET", "/api/user/profile", 401],
      ["POST", "/api/auth/login", 415],
    ] as const) {
      const { headers, status: got } = await call(method, path);
      expect(got).toBe(status);
      expect(headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers.get("x-frame-options"), path).toBe("DENY");
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(headers.get("referrer-policy"), path).toBe("no-referrer");
    }
  });

  it("leave an upload its own sandboxing CSP", async () => {
    await env.IMAGES.put("seed/headers.webp", new Uint8Array([1, 2, 3]), {
      httpMetadata: { contentType: "image/webp" },
    });
    const { headers } = await call("GET", "/api/uploads/seed/headers.webp");
    expect(headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("canonical and social URLs", () => {
  const productionEnv = { ...env, ENVIRONMENT: "production" };
  const pageWithHost = async (path: string, host: string, environment: typeof env) => {
    const response = await worker.fetch(
      new Request(`https://${host}${path}`, { headers: { Host: host } }),
      environment,
      { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext,
    );
    return response.text();
  };

  it("come from SHOP_URL, never from a forged Host", async () => {
    const html = await pageWithHost("/about", "evil.example", {
      ...productionEnv,
      SHOP_URL: "https://flowers.example.com",
    });
    expect(html).toContain('rel="canonical" href="https://flowers.example.com/about"');
    expect(html).toContain('property="og:url" content="https://flowers.example.com/about"');
    expect(html).not.toContain("evil.example");
  });

  it("fall back to the shop profile's address when a deployed shop has no SHOP_URL", async () => {
    const html = await pageWithHost("/about", "evil.example", productionEnv);
    expect(html).toContain('rel="canonical" href="https://siemreapflowers.example/about"');
    expect(html).not.toContain("evil.example");
  });

  it("follow the request's own address in development, so local links work", async () => {
    const html = await pageWithHost("/about", "localhost:8787", env);
    expect(html).toContain('rel="canonical" href="https://localhost:8787/about"');
  });
});
