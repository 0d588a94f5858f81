// The catalogue's Khmer word marks as a page shows them: a <wbr> between words and a nowrap
// .word around a word of several syllables, nothing invisible left in the text or the labels;
// what a visitor typed into a field stays as typed.
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { khmerWordBreaks } from "../../shared/i18n/khmer-words";
import { propsWithWords } from "./word-elements";

/** A component that hands its text on, as react-router's Link does. */
function Passes({ children }: { children: string }) {
  return <p>{children}</p>;
}

const TODAY = khmerWordBreaks("ផ្កាស្រស់ថ្ងៃនេះ"); // ផ្កា|ស្រស់|ថ្ងៃនេះ, marked

describe("Khmer word breaks as elements", () => {
  it("renders words whole between <wbr>s, with no invisible character in the text", () => {
    const { container } = render(<h1 title={TODAY}>{TODAY}</h1>);
    const heading = container.querySelector("h1") as HTMLElement;
    expect(heading.innerHTML).toBe(
      '<span class="words">ផ្កា<wbr><span class="word">ស្រស់</span><wbr><span class="word">ថ្ងៃនេះ</span></span>',
    );
    expect(heading.getAttribute("title")).toBe("ផ្កាស្រស់ថ្ងៃនេះ");
  });

  it("keeps a text one element beside its icon or number, so a flex container wraps it as one item", () => {
    const { container } = render(
      <h2>
        <span>5</span>
        {TODAY}
      </h2>,
    );
    const heading = container.querySelector("h2") as HTMLElement;
    expect(Array.from(heading.childNodes, (node) => node.nodeName)).toEqual(["SPAN", "SPAN"]);
    expect(heading.textContent).toBe("5ផ្កាស្រស់ថ្ងៃនេះ");
  });

  it("reaches a text passed through a component (a router Link's children) and a sentence's parts", () => {
    const { container } = render(
      <>
        <Passes>{TODAY}</Passes>
        <p>
          {TODAY} {TODAY}
        </p>
      </>,
    );
    expect(container.textContent).toBe("ផ្កាស្រស់ថ្ងៃនេះផ្កាស្រស់ថ្ងៃនេះ ផ្កាស្រស់ថ្ងៃនេះ");
    expect(container.querySelectorAll("wbr")).toHaveLength(6);
  });

  it("leaves a field's typed value and an option's text without elements", () => {
    const typed = "ផ្កា\u200bកុលាប";
    expect(propsWithWords("input", { value: typed, "aria-label": TODAY })).toEqual({
      value: typed,
      "aria-label": "ផ្កាស្រស់ថ្ងៃនេះ",
    });
    expect(propsWithWords("option", { children: TODAY })).toEqual({ children: "ផ្កាស្រស់ថ្ងៃនេះ" });
  });

  it("leaves the marks out of a component's label, which a library's element takes as it is", () => {
    expect(propsWithWords(Passes, { "aria-label": TODAY, title: TODAY, children: "x" })).toEqual({
      "aria-label": "ផ្កាស្រស់ថ្ងៃនេះ",
      title: "ផ្កាស្រស់ថ្ងៃនេះ",
      children: "x",
    });
  });

  it("changes nothing in a text without marks", () => {
    const props = { className: "x", children: ["Fresh flowers", " today"] };
    expect(propsWithWords("p", props)).toBe(props);
  });
});
