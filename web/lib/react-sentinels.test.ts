import { describe, expect, it } from "vitest";
// the installed React DOM's client module, as the build reads it (by its file: the package's
// exports do not list its cjs/ builds)
import reactDomClient from "../../node_modules/react-dom/cjs/react-dom-client.production.js?raw";
import { quietReactSentinels, REACT_SENTINELS } from "./react-sentinels";

const message = (code: number) => `Minified React error #${code}`;

/** Evaluates what the build makes of a module that creates the sentinels, as React DOM does. */
function sentinelsOf(): unknown[] {
  const names = REACT_SENTINELS.map((sentinel) => `S${sentinel}`);
  const module = `var ${names.map((name, i) => `${name} = Error(formatProdErrorMessage(${REACT_SENTINELS[i]}))`).join(", ")}; return [${names}];`;
  return new Function("formatProdErrorMessage", quietReactSentinels(module))(message) as unknown[];
}

describe("quietReactSentinels", () => {
  it("makes each of React DOM's sentinels an Error with React's message and no captured stack", () => {
    const sentinels = sentinelsOf();
    expect(sentinels).toHaveLength(REACT_SENTINELS.length);
    sentinels.forEach((sentinel, i) => {
      expect(sentinel).toBeInstanceOf(Error);
      expect((sentinel as Error).message).toBe(message(REACT_SENTINELS[i] as number));
      expect(Object.hasOwn(sentinel as object, "stack")).toBe(false);
    });
    expect(new Set(sentinels).size).toBe(REACT_SENTINELS.length);
  });

  it("finds all five in the installed React DOM, whose module still compiles afterwards", () => {
    const source = reactDomClient;
    const quiet = quietReactSentinels(source);
    for (const sentinel of REACT_SENTINELS) {
      expect(quiet).not.toContain(`Error(formatProdErrorMessage(${sentinel}))`);
    }
    expect(quiet.match(/Object\.create\(Error\.prototype/g)).toHaveLength(REACT_SENTINELS.length);
    expect(() => new Function("exports", "require", quiet)).not.toThrow();
  });

  it("stops the build when a React update no longer makes one of them this way", () => {
    const withoutOne = "var a = Error(formatProdErrorMessage(460)), b = Error(formatProdErrorMessage(461));";
    expect(() => quietReactSentinels(withoutOne)).toThrow(/474, 519, 542/);
  });

  it("leaves every other error React DOM makes alone", () => {
    const source = reactDomClient;
    const others = (text: string) => text.match(/Error\(formatProdErrorMessage\(\d+\)/g)?.length ?? 0;
    expect(others(quietReactSentinels(source))).toBe(others(source) - REACT_SENTINELS.length);
  });
});
