// Fails the run once, with the fix, instead of once per test file.
import { existsSync } from "node:fs";
import { assertBuildExists } from "./app-server";
import { chromiumPath } from "./browser";

export default function setup(): void {
  assertBuildExists();
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: install it with \`apt-get install -y chromium\`.`);
  }
}
