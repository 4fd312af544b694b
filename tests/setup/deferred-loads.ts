// On the server, every deferred component starts loading its code as the module that declares it is imported
// (app/components/deferred.tsx). A test file that renders such a module can end while those imports are
// still under way, and Vitest then tears the module graph down under them ("Cannot load ... after the
// environment was torn down"). Each test file waits for them before it ends.
import { afterAll } from "vitest";

afterAll(async () => {
  const { deferredComponentsLoaded } = await import("~/components/deferred");
  await deferredComponentsLoaded();
});
