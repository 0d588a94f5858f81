// The hashes a page's Content-Security-Policy allows its inline scripts and styles by
// (middleware/security-headers.ts builds the policy; pages and their assets compute these).

/** `sha256-…` of each inline `<script>` that runs and each inline `<style>`, for the CSP. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const sha256Source = async (body: string) => {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
};

/** The hashes of an HTML document's (or fragment's) inline scripts and style sheets. */
export async function inlineHashes(html: string): Promise<InlineHashes> {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .filter(([tag]) => !/type=["']?application\/(ld\+)?json/i.test(tag ?? ""))
    .map(([, body]) => body ?? "");
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => body ?? "");
  return {
    scripts: await Promise.all(scripts.map(sha256Source)),
    styles: await Promise.all(styles.map(sha256Source)),
  };
}
