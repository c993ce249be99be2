/** /release-notes/ announces its RSS and Atom feeds; both hold every entry with absolute links. */
import { expect, test } from "./fixtures";

const FEEDS = [
  { type: "application/rss+xml", href: "/release-notes/rss.xml", entry: "item", link: "link" },
  { type: "application/atom+xml", href: "/release-notes/atom.xml", entry: "entry", link: "link" },
];

test.describe("release-notes feeds", () => {
  test("are offered to the reader on /release-notes/, as links they can follow", async ({ page }) => {
    await page.goto("/release-notes/");
    for (const [name, href] of [
      ["RSS", "/release-notes/rss.xml"],
      ["Atom", "/release-notes/atom.xml"],
    ] as const) {
      const link = page.getByRole("main").getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", href);
    }
  });

  test("are linked from /release-notes/ and list every entry with absolute links", async ({ page, request }) => {
    await page.goto("/release-notes/");
    const entries = await page.locator("article[id]").count();
    expect(entries).toBeGreaterThan(0);
    for (const feed of FEEDS) {
      await expect(page.locator(`head link[rel="alternate"][type="${feed.type}"]`)).toHaveAttribute("href", feed.href);
      const response = await request.get(feed.href);
      expect(response.status(), feed.href).toBe(200);
      const xml = await response.text();
      const parsed = await page.evaluate(
        ({ xml, entry }) => {
          const doc = new DOMParser().parseFromString(xml, "application/xml");
          if (doc.querySelector("parsererror")) return null;
          return Array.from(doc.getElementsByTagName(entry)).map((e) => {
            const link = e.getElementsByTagName("link")[0]!;
            return {
              link: link.getAttribute("href") ?? link.textContent ?? "",
              content: (e.getElementsByTagName("content:encoded")[0] ?? e.getElementsByTagName("content")[0])
                ?.textContent,
            };
          });
        },
        { xml, entry: feed.entry },
      );
      expect(parsed, `${feed.href} is well-formed XML`).not.toBeNull();
      expect(parsed!.length, feed.href).toBe(entries);
      for (const item of parsed!) {
        expect(item.link).toMatch(/^https:\/\/docs\.autoeval\.dev\/release-notes\/#\S+$/);
        expect(item.content).toBeTruthy();
        expect(item.content, `${item.link}: no root-relative links`).not.toMatch(/(?:href|src)="\/(?!\/)/);
      }
    }
  });
});
