import React from "react";
import { describe, expect, it } from "vitest";
import { deferredMdxBody, isDeferredBody } from "../deferred-body";

function Body(props: Record<string, unknown>) {
  return React.createElement("p", null, String(props["text"]));
}

describe("deferredMdxBody", () => {
  it("loads the body once, however often it is asked, and then renders it", async () => {
    let imports = 0;
    const deferred = deferredMdxBody(async () => {
      imports += 1;
      return { default: Body };
    });
    expect(deferred.loaded).toBe(false);
    await Promise.all([deferred.load(), deferred.load()]);
    expect(imports).toBe(1);
    expect(deferred.loaded).toBe(true);
    expect(deferred.failed).toBe(false);
    const element = deferred({ text: "hello" });
    expect(element.type).toBe(Body);
    expect(element.props).toEqual({ text: "hello" });
  });

  it("suspends while the code loads, as React.lazy does", async () => {
    const deferred = deferredMdxBody(async () => ({ default: Body }));
    let thrown: unknown;
    try {
      deferred({});
    } catch (value) {
      thrown = value;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(deferred({}).type).toBe(Body);
  });

  it("never rejects; a failed load is thrown to the nearest error boundary on render", async () => {
    const failure = new Error("Loading chunk 123 failed.");
    const deferred = deferredMdxBody(() => Promise.reject(failure));
    await expect(deferred.load()).resolves.toBeUndefined();
    expect(deferred.failed).toBe(true);
    expect(deferred.loaded).toBe(false);
    expect(() => deferred({})).toThrow(failure);
  });

  it("is recognised by isDeferredBody; a plain component is not", () => {
    expect(isDeferredBody(deferredMdxBody(async () => ({ default: Body })))).toBe(true);
    expect(isDeferredBody(Body)).toBe(false);
    expect(isDeferredBody("div")).toBe(false);
  });
});
