import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { cardImageSrcSet } from "../../shared/images";
import { BASE, call, createUser, type SeededUser } from "../test/helpers";
import { bigPng, emptyBucket, PNG, pictureOf, sha256, storedKeys, uploadImage } from "../test/images";

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

const SAMPLES = {
  jpg: ["image/jpeg", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF", [0, 1, 2, 3])],
  gif: ["image/gif", bytes("GIF89a", [1, 0, 1, 0, 0, 0, 0])],
  webp: ["image/webp", bytes("RIFF", [26, 0, 0, 0], "WEBPVP8 ", [0, 0, 0, 0])],
  avif: ["image/avif", bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "avifmif1miaf")],
  // An AVIF whose major brand is generic but whose compatible brands name AVIF.
  "avif-compatible": ["image/avif", bytes([0, 0, 0, 0x18], "ftypmif1", [0, 0, 0, 0], "mif1avif")],
} as const;

let admin: SeededUser;
beforeEach(async () => {
  admin = await createUser({ admin: true });
  await emptyBucket();
});

describe("POST /api/upload-image", () => {
  it("keeps a PNG as it came under its content hash, and answers its 800 px WebP's URL", async () => {
    const response = await uploadImage(admin.token, PNG, "flower.png");
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const base = `img/${await sha256(PNG)}`;
    expect(url).toBe(`/api/uploads/${base}-800.webp`);
    const object = await env.IMAGES.get(`${base}.png`);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    expect(new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(PNG);
    expect((await storedKeys()).sort()).toEqual(
      [`${base}.png`, `${base}-400.webp`, `${base}-800.webp`, `${base}-1200x630.webp`].sort(),
    );
  });

  it("makes a large photo into the sizes the shop shows: 400 and 800 px WebP and a 1200x630 preview", async () => {
    const photo = await pictureOf(3000, 2000);
    const response = await uploadImage(admin.token, photo, "IMG_2041.png");
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(cardImageSrcSet(url)).toBe(`${url.replace("-800.webp", "-400.webp")} 400w, ${url} 800w`);
    for (const [suffix, width, height] of [
      ["-400.webp", 400, 267],
      ["-800.webp", 800, 533],
      ["-1200x630.webp", 1200, 630],
    ] as const) {
      const served = await exports.default.fetch(`${BASE}${url.replace("-800.webp", suffix)}`);
      expect(served.status, suffix).toBe(200);
      expect(served.headers.get("Content-Type"), suffix).toBe("image/webp");
      const info = await env.IMAGE_TRANSFORMS.info(
        (served.body as ReadableStream<Uint8Array>) ?? new Blob().stream(),
      );
      expect(info, suffix).toMatchObject({ format: "image/webp", width, height });
    }
    const original = await env.IMAGES.head(`img/${await sha256(photo)}.png`);
    expect(original?.size).toBe(photo.length);
  });

  it("judges JPEG, GIF, WebP and AVIF by their bytes, whatever the file is called", async () => {
    // these samples are only their types' first bytes: kept as they came, and the log says why
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const [name, [contentType, data]] of Object.entries(SAMPLES)) {
      const response = await uploadImage(admin.token, data, "misleading.txt");
      expect(response.status, name).toBe(200);
      const { url } = (await response.json()) as { url: string };
      const extension = name.split("-")[0];
      expect(url).toBe(`/api/uploads/img/${await sha256(data)}.${extension}`);
      const served = await call("GET", url);
      expect(served.headers.get("content-type")).toBe(contentType);
    }
    expect(warned.mock.calls.map(([line]) => JSON.parse(String(line)).event)).toEqual(
      Object.keys(SAMPLES).map(() => "pictures.not_resized"),
    );
    warned.mockRestore();
  });

  it("gives the same URL for the same bytes uploaded twice, and keeps one copy of each size", async () => {
    const first = (await (await uploadImage(admin.token, PNG)).json()) as { url: string };
    const kept = await storedKeys();
    const second = (await (await uploadImage(admin.token, PNG, "other-name.png")).json()) as { url: string };
    expect(second.url).toBe(first.url);
    expect(await storedKeys()).toEqual(kept);
    expect(kept).toHaveLength(4);
  });

  it("refuses an SVG, an HTML file named .png and an empty file with 415, storing nothing", async () => {
    const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = bytes("<!doctype html><html><body><script>alert(1)</script></body></html>");
    for (const [data, name] of [
      [svg, "logo.svg"],
      [html, "photo.png"],
      [new Uint8Array(0), "empty.png"],
      [bytes("RIFF", [0, 0, 0, 0], "WAVEfmt "), "sound.webp"],
    ] as const) {
      const response = await uploadImage(admin.token, data, name);
      expect(response.status, name).toBe(415);
      expect(await response.json()).toEqual({
        detail: "Only JPEG, PNG, WebP, AVIF or GIF images are accepted",
        code: "unsupportedImage",
      });
    }
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses a 6 MB PNG and one just over 5 MB with 413, storing nothing", async () => {
    for (const size of [6 * 1024 * 1024, 5 * 1024 * 1024 + 1]) {
      const response = await uploadImage(admin.token, bigPng(size));
      expect(response.status, String(size)).toBe(413);
      expect(await response.json()).toEqual({ detail: "Image is larger than 5 MB", code: "imageTooLarge" });
    }
    expect(await storedKeys()).toEqual([]);
  });

  it("accepts a PNG of exactly 5 MB", async () => {
    const response = await uploadImage(admin.token, bigPng(5 * 1024 * 1024));
    expect(response.status).toBe(200);
  });

  it("stops reading a chunked body without Content-Length once it passes the limit", async () => {
    const boundary = "----test-boundary";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    let sent = 0;
    const chunk = new Uint8Array(256 * 1024);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
        controller.enqueue(PNG.subarray(0, 8));
      },
      pull(controller) {
        // An endless body: only the limit can end this upload.
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`${BASE}/api/upload-image`, {
      method: "POST",
      body,
      headers: {
        Authorization: `Bearer ${admin.token}`,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(request.headers.get("content-length")).toBeNull();
    const response = await exports.default.fetch(request);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(6 * 1024 * 1024);
    expect(await storedKeys()).toEqual([]);
  });

  it("refuses a declared Content-Length above the limit before reading the body", async () => {
    const response = await exports.default.fetch(
      new Request(`${BASE}/api/upload-image`, {
        method: "POST",
        body: "x",
        headers: {
          Authorization: `Bearer ${admin.token}`,
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": String(50 * 1024 * 1024),
        },
      }),
    );
    // workerd may refuse a lying Content-Length itself; either way nothing is read or stored.
    expect(response.status).toBe(413);
    expect(await storedKeys()).toEqual([]);
  });

  it("answers 400 when there is no file field or the body is not multipart", async () => {
    const form = new FormData();
    form.append("image", new File([PNG], "a.png"));
    const wrongField = await exports.default.fetch(
      new Request(`${BASE}/api/upload-image`, {
        method: "POST",
        body: form,
        headers: { Authorization: `Bearer ${admin.token}` },
      }),
    );
    expect(wrongField.status).toBe(400);
    expect(await wrongField.json()).toEqual({
      detail: "file: an image file is required",
      code: "missingFile",
      path: "file",
    });

    const json = await call("POST", "/api/upload-image", { token: admin.token, body: { file: "x" } });
    expect(json.status).toBe(400);
    expect(json.json).toEqual({
      detail: "file: an image file is required",
      code: "missingFile",
      path: "file",
    });
  });
});

describe("GET /api/uploads/<key>", () => {
  it("serves the uploaded bytes identically with type, caching and safety headers", async () => {
    await uploadImage(admin.token, PNG);
    // the upload as it came, kept beside its sizes
    const url = `/api/uploads/img/${await sha256(PNG)}.png`;
    const response = await exports.default.fetch(new Request(`${BASE}${url}`));
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await exports.default.fetch(
      new Request(`${BASE}${url}`, { headers: { "If-None-Match": etag ?? "" } }),
    );
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);

    const stale = await exports.default.fetch(
      new Request(`${BASE}${url}`, { headers: { "If-None-Match": '"some-other-etag"' } }),
    );
    expect(stale.status).toBe(200);
    expect(new Uint8Array(await stale.arrayBuffer())).toEqual(PNG);
  });

  it("ignores malformed conditional headers (200) instead of failing, and honours well-formed ones", async () => {
    await uploadImage(admin.token, PNG);
    const url = `/api/uploads/img/${await sha256(PNG)}.png`;
    const get = (headers: Record<string, string>) =>
      exports.default.fetch(new Request(`${BASE}${url}`, { headers }));
    const etag = (await get({})).headers.get("etag") ?? "";

    const malformed: Record<string, string>[] = [
      { "If-None-Match": "garbage" },
      { "If-None-Match": "W/garbage" },
      { "If-None-Match": `${etag} garbage` },
      { "If-None-Match": "," },
      { "If-Match": "garbage" },
      { "If-Match": "W/garbage" },
      { "If-Modified-Since": "garbage" },
      { "If-Modified-Since": "2020" },
      { "If-Unmodified-Since": "not a date" },
    ];
    for (const headers of malformed) {
      const response = await get(headers);
      expect({ headers, status: response.status }).toEqual({ headers, status: 200 });
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    }

    expect((await get({ "If-None-Match": "*" })).status).toBe(304);
    expect((await get({ "If-None-Match": `W/${etag}` })).status).toBe(304);
    expect((await get({ "If-None-Match": `"other", ${etag}` })).status).toBe(304);
    expect((await get({ "If-Match": etag })).status).toBe(200);
    expect((await get({ "If-Match": '"some-other-etag"' })).status).toBe(412);
    expect((await get({ "If-Modified-Since": new Date(Date.now() + 60_000).toUTCString() })).status).toBe(
      304,
    );
    expect((await get({ "If-Unmodified-Since": "Mon, 01 Jan 2001 00:00:00 GMT" })).status).toBe(412);
  });

  it("needs no token", async () => {
    await env.IMAGES.put("seed/public.webp", SAMPLES.webp[1], {
      httpMetadata: { contentType: "image/webp" },
    });
    const { status, headers } = await call("GET", "/api/uploads/seed/public.webp");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("image/webp");
  });

  it("answers 404 JSON for an unknown key", async () => {
    const { status, json, headers } = await call("GET", "/api/uploads/img/nothing-here.png");
    expect(status).toBe(404);
    expect(headers.get("content-type")).toContain("application/json");
    expect(json.detail).toBeTruthy();
  });
});
