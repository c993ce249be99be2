import React from "react";
import { Link } from "../../Link";
import { MethodBadge } from "../../MethodBadge";
import * as styles from "../styles.module.css";
import type { Schema } from "./types";
import { schemaStrings } from "../../../api-strings/schema";

/** The operations and schemas that refer to this schema. */
export function UsedBy({ schema }: { readonly schema: Pick<Schema, "operations" | "usedBy"> }) {
  return (
    <>
      {schema.operations.length === 0 && schema.usedBy.length === 0 && <p>{schemaStrings.noReferences}</p>}
      {schema.operations.length > 0 && (
        <>
          <p>{schemaStrings.referringOperations}</p>
          <ul className={styles.usedBy}>
            {schema.operations.map((op) => (
              <li key={op.path}>
                <Link href={op.path}>
                  <MethodBadge method={op.method} size="small" /> {op.summary}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {schema.usedBy.length > 0 && (
        <>
          <p>{schemaStrings.referringSchemas}</p>
          <ul className={styles.usedBy}>
            {schema.usedBy.map((s) => (
              <li key={s.path}>
                <Link href={s.path}>{s.title}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
