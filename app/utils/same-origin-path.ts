// Every link, form action and redirect built from a request's own address goes through sameOriginPath: the
// address is whatever a stranger typed, and a browser reads `//host`, `/\host` (a backslash is a slash to it)
// and `/<tab>/host` (it drops tabs and newlines) as another site. What comes out is always a path on this site.

/** Slashes, backslashes and their percent-encoded forms at the start of a path. */
const LEADING_SLASHES = /^(?:[/\\]|%2f|%5c)+/i;

/** C0 control characters and DEL, which browsers drop from an address before reading it. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is taken out
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * The path (with its query and fragment) as an address on this site: "//evil.example/x" is "/evil.example/x",
 * "/\\evil.example", "/%2F%2Fevil.example" and "/\t/evil.example" likewise; a path without a leading slash
 * gets one. Ordinary paths come back unchanged.
 */
export function sameOriginPath(path: string): string {
  const withoutControls = path.replace(CONTROL_CHARACTERS, "");
  return `/${withoutControls.replace(LEADING_SLASHES, "")}`;
}
