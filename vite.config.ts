import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The web app lives in web/ and builds to dist/, which wrangler serves as static assets.
export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react()],
  build: { outDir: "../dist", emptyOutDir: true, target: "es2022" },
  server: { proxy: { "/api": "http://localhost:8787" } },
});
