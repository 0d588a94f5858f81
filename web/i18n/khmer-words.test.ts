// Where a Khmer line may break: between words, never inside one ("|" marks
// where a line may break, web/test/khmer.ts).
import { describe, expect, it } from "vitest";
import { assertKhmerDictionary, khmerCatalogue, khmerWordBreaks } from "../../shared/i18n/khmer-words";
import km from "../../shared/i18n/km.json";
import { withoutWordBreaks } from "../../shared/i18n/translate";
import { lineBreaks } from "../test/khmer";

describe("khmerWordBreaks", () => {
  it("keeps ថ្ងៃនេះ (today) and សុខភាព (health) whole: no break inside either", () => {
    expect(lineBreaks("ថ្ងៃនេះ")).toBe("ថ្ងៃ|នេះ"); // as written, a browser may split it
    expect(lineBreaks(khmerWordBreaks("ថ្ងៃនេះ"))).toBe("ថ្ងៃនេះ");
    expect(lineBreaks(khmerWordBreaks("សុខភាព"))).toBe("សុខភាព");
  });

  it("lets a sentence break between its words, and changes nothing a reader sees", () => {
    const wish = "សូមជូនពរឱ្យមានសុខភាពល្អថ្ងៃនេះ";
    const marked = khmerWordBreaks(wish);
    expect(lineBreaks(marked)).toBe("សូមជូនពរ|ឱ្យ|មាន|សុខភាព|ល្អ|ថ្ងៃនេះ");
    expect(withoutWordBreaks(marked)).toBe(wish);
    expect(khmerWordBreaks(marked)).toBe(marked);
  });

  it("takes the words a Khmer keyboard's space bar parted (zero-width spaces) as they are", () => {
    expect(lineBreaks(khmerWordBreaks("សុខ\u200bភាពល្អ"))).toBe("សុខ|ភាពល្អ");
  });

  it("leaves other scripts, digits, Khmer punctuation and placeholders alone", () => {
    for (const text of ["Red Rose Bouquet", "$45.00 · ៛184,500", "១២ ។", "{city}", "生日快乐"])
      expect(khmerWordBreaks(text)).toBe(text);
    expect(lineBreaks(khmerWordBreaks("ផ្កា 12 ផ្កា"))).toBe("ផ្កា 12 ផ្កា");
  });

  it("never holds a coeng's subscript apart from its letter, nor starts a word with ៗ", () => {
    expect(khmerWordBreaks("ស្រស់")).toBe("ស្រ\u2060ស់");
    expect(lineBreaks(khmerWordBreaks("ផ្សេងៗទៀត"))).toBe("ផ្សេងៗ|ទៀត");
  });
});

describe("the Khmer catalogue as the build marks it", () => {
  it("breaks the home headline between words, and also where its city is filled in", () => {
    const marked = khmerCatalogue(km)["Fresh flowers, delivered today across {city}"] ?? "";
    expect(lineBreaks(marked)).toBe("ផ្កា|ស្រស់ ដឹកជញ្ជូន|ថ្ងៃនេះ|ទូទាំង|{city}");
  });

  it("is marked once, in well under a second, by a runtime that knows Khmer words", () => {
    expect(assertKhmerDictionary).not.toThrow();
    const started = performance.now();
    const marked = khmerCatalogue(km);
    const ms = performance.now() - started;
    expect(Object.keys(marked)).toEqual(Object.keys(km));
    expect(ms).toBeLessThan(1000);
  });
});
