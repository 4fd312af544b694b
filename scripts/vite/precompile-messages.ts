// Vite plugin: compiles the ICU messages of every `defineMessages({...})` catalogue at build time, so the
// browser receives Lingui's compiled form and never downloads the message parser (about 7 KB gzipped).
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export function precompileMessages(): Plugin {
  return {
    name: "precompile-messages",
    enforce: "post",
    transform(code, id) {
      if (!/[\\/]app[\\/].+\.tsx?$/.test(id) || !code.includes("defineMessages(")) return null;
      const replacements: { start: number; end: number; text: string }[] = [];
      const visit = (node: unknown): void => {
        if (!node || typeof node !== "object") return;
        if (Array.isArray(node)) {
          for (const child of node) visit(child);
          return;
        }
        const n = node as Node;
        const callee = n.callee as Node | undefined;
        if (n.type === "CallExpression" && callee?.type === "Identifier" && callee.name === "defineMessages") {
          const catalogue = (n.arguments as Node[]).find((argument) => argument.type === "ObjectExpression");
          for (const property of (catalogue?.properties as Node[] | undefined) ?? []) {
            const value = property.value as Node;
            const text =
              value.type === "Literal" && typeof value.value === "string"
                ? value.value
                : value.type === "TemplateLiteral" && (value.expressions as unknown[]).length === 0
                  ? ((value.quasis as Node[])[0]!.value as { cooked: string }).cooked
                  : undefined;
            if (text === undefined) continue;
            replacements.push({ start: value.start, end: value.end, text: JSON.stringify(compileMessage(text)) });
          }
        }
        for (const key of Object.keys(n)) if (key !== "type") visit(n[key]);
      };
      visit(this.parse(code));
      if (replacements.length === 0) return null;
      let output = code;
      for (const r of replacements.sort((a, b) => b.start - a.start)) {
        output = output.slice(0, r.start) + r.text + output.slice(r.end);
      }
      return { code: output, map: null };
    },
  };
}
