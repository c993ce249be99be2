import { describe, expect, it } from "vitest";
import { CURRENT_VERSION } from "../routes";
import { equivalentPath, knownVersion, versionOfPath } from "../versions";
import { parseVersionsFile } from "../../../build/docs/versions-file";

const FILE = "content/versions.json";

describe("parseVersionsFile", () => {
  it("puts the current version at the root and archived ones under their name", () => {
    expect(parseVersionsFile({ current: { label: "2.x" }, archived: [{ name: "1.x", label: "1.x" }] }, FILE)).toEqual([
      { name: CURRENT_VERSION, label: "2.x", path: "/", isLast: true, banner: null },
      { name: "1.x", label: "1.x", path: "/1.x/", isLast: false, banner: "unmaintained" },
    ]);
  });

  it("accepts no archived versions", () => {
    expect(parseVersionsFile({ current: { label: "Next" }, archived: [] }, FILE)).toHaveLength(1);
  });

  it("names the file and the bad field", () => {
    expect(() => parseVersionsFile({ current: { label: "" }, archived: [] }, FILE)).toThrow(
      /Invalid versions file content\/versions\.json:\n {2}- current\.label: /,
    );
  });

  it("explains what a version name looks like", () => {
    expect(() =>
      parseVersionsFile({ current: { label: "2.x" }, archived: [{ name: "v1", label: "1.x" }] }, FILE),
    ).toThrow(/archived\.0\.name: a version name such as "1\.x"/);
  });

  it("rejects unknown keys", () => {
    expect(() => parseVersionsFile({ current: { label: "2.x" }, archived: [], latest: "1.x" }, FILE)).toThrow(
      /content\/versions\.json[\s\S]*latest/,
    );
  });

  it("gives banners by Docusaurus's rule once a release is cut: newer unreleased, older unmaintained", () => {
    const versions = parseVersionsFile(
      {
        current: { label: "Next" },
        archived: [
          { name: "3.x", label: "3.x" },
          { name: "2.x", label: "2.x" },
        ],
        lastVersion: "3.x",
      },
      FILE,
    );
    expect(versions.map((v) => [v.name, v.isLast, v.banner])).toEqual([
      [CURRENT_VERSION, false, "unreleased"],
      ["3.x", true, null],
      ["2.x", false, "unmaintained"],
    ]);
  });

  it("names a lastVersion that is not a version, with the valid names", () => {
    expect(() => parseVersionsFile({ current: { label: "2.x" }, archived: [], lastVersion: "9.x" }, FILE)).toThrow(
      'lastVersion "9.x" is not a version. Available version names are: current.',
    );
  });

  it("names a version listed twice", () => {
    expect(() =>
      parseVersionsFile(
        {
          current: { label: "2.x" },
          archived: [
            { name: "1.x", label: "1.x" },
            { name: "1.x", label: "again" },
          ],
        },
        FILE,
      ),
    ).toThrow('Invalid versions file content/versions.json: version "1.x" is listed twice');
  });

  it("reports a missing file body at the root", () => {
    expect(() => parseVersionsFile(null, FILE)).toThrow(/\(root\)/);
  });
});

describe("versionOfPath", () => {
  const versions = parseVersionsFile(
    {
      current: { label: "2.x" },
      archived: [
        { name: "1.x", label: "1.x" },
        { name: "0.9", label: "0.9" },
      ],
    },
    FILE,
  );

  it.each([
    ["/", CURRENT_VERSION],
    ["/autoeval/metrics/", CURRENT_VERSION],
    ["/1.x/", "1.x"],
    ["/1.x/autoeval/metrics/", "1.x"],
    ["/0.9/quickstart/", "0.9"],
    ["/1.xylophone/", CURRENT_VERSION],
    ["/api/evaluate/", CURRENT_VERSION],
  ])("%j belongs to %j", (pathname, name) => {
    expect(versionOfPath(versions, pathname)?.name).toBe(name);
  });

  it("returns undefined when there is no current version to fall back to", () => {
    expect(versionOfPath([{ name: "1.x", path: "/1.x/" }], "/quickstart/")).toBeUndefined();
  });
});

describe("equivalentPath", () => {
  const docs = [
    { docId: "index", version: CURRENT_VERSION, path: "/" },
    { docId: "autoeval/metrics", version: CURRENT_VERSION, path: "/autoeval/metrics/" },
    { docId: "autoeval/labeling", version: CURRENT_VERSION, path: "/autoeval/labeling/" },
    { docId: "index", version: "1.x", path: "/1.x/" },
    { docId: "autoeval/metrics", version: "1.x", path: "/1.x/autoeval/metrics/" },
  ];
  const current = { name: CURRENT_VERSION, path: "/" };
  const archived = { name: "1.x", path: "/1.x/" };

  it("leads to the same doc in the other version", () => {
    expect(equivalentPath(docs, "/autoeval/metrics/", archived)).toBe("/1.x/autoeval/metrics/");
    expect(equivalentPath(docs, "/1.x/autoeval/metrics/", current)).toBe("/autoeval/metrics/");
  });

  it("falls back to the version's main page when the doc does not exist there", () => {
    expect(equivalentPath(docs, "/autoeval/labeling/", archived)).toBe("/1.x/");
  });

  it("falls back to the version's main page from a page that is not a doc", () => {
    expect(equivalentPath(docs, "/api/evaluate/", archived)).toBe("/1.x/");
  });
});

describe("knownVersion", () => {
  const versions = [{ name: CURRENT_VERSION }, { name: "1.x" }];

  it("keeps a saved version that still exists", () => {
    expect(knownVersion("1.x", versions)).toBe("1.x");
    expect(knownVersion(CURRENT_VERSION, versions)).toBe(CURRENT_VERSION);
  });

  it("clears an unknown or empty saved version", () => {
    expect(knownVersion("0.9", versions)).toBeNull();
    expect(knownVersion("", versions)).toBeNull();
    expect(knownVersion(null, versions)).toBeNull();
  });
});
