import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deferAnalyticsScript, GTAG_SCRIPT_KEY } from "../defer-analytics";

const GTAG = "https://www.googletagmanager.com/gtag/js?id=G-TEST";

describe("deferAnalyticsScript", () => {
  it("turns gtag.js's script tag into a loader that adds it after the load event", () => {
    const [out] = deferAnalyticsScript([createElement("script", { key: GTAG_SCRIPT_KEY, async: true, src: GTAG })]);
    const html = renderToStaticMarkup(createElement(Fragment, null, out));
    expect(html).not.toContain(" src=");
    expect(html).toContain('"load"');
    expect(html).toContain(JSON.stringify(GTAG));
  });

  it("leaves every other component alone", () => {
    const other = createElement("script", {
      key: "gatsby-plugin-google-gtag-config",
      dangerouslySetInnerHTML: { __html: "x" },
    });
    const app = createElement("script", { key: "app", async: true, src: "/app.js" });
    expect(deferAnalyticsScript([other, app, "text"])).toEqual([other, app, "text"]);
  });
});
