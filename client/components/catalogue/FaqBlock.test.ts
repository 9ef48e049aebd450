// The FAQ block's structured data: every entry as a Question, and no way for an answer to end the script.
import { describe, expect, it } from "vitest";
import { faqStructuredData } from "./FaqBlock";

describe("faqStructuredData", () => {
  it("lists each entry as a question with its answer", () => {
    const json = JSON.parse(faqStructuredData([{ lang: "en", site: "ski-dubai", question: "Q?", answer: "<p>A</p>", pageToAddTo: ["ski-lessons"] }]));
    expect(json["@type"]).toBe("FAQPage");
    expect(json.mainEntity).toEqual([{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "<p>A</p>" } }]);
  });

  it("escapes < so a </script> in an answer stays text", () => {
    const text = faqStructuredData([{ lang: "en", site: "s", question: "q", answer: "</script><script>x()</script>", pageToAddTo: [] }]);
    expect(text).not.toContain("</script>");
  });
});
