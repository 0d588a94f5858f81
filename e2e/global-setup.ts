// Serves the shop once for every journey and hands its URL to the tests.
import type { TestProject } from "vitest/node";
import { type RunningShop, startShop } from "./server";

let shop: RunningShop | undefined;

export async function setup(project: TestProject) {
  shop = await startShop({ port: Number(process.env.E2E_PORT ?? 8799) });
  project.provide("baseURL", shop.url);
}

export async function teardown() {
  await shop?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}
