import React from "react";
import { Link } from "../../Link";
import type { ApiOverview } from "./types";

/** How to authenticate the call, with a link to the API's overview page when there is one. */
export function Authentication({ info }: { readonly info: ApiOverview }) {
  return (
    <p>
      Send your API key as a bearer token: <code>Authorization: Bearer $AUTOEVAL_API_KEY</code>. See{" "}
      <Link href="/api-keys/">API keys</Link>
      {info ? (
        <>
          {" "}
          and the <Link href={info.path}>{info.title}</Link> overview
        </>
      ) : null}
      .
    </p>
  );
}
