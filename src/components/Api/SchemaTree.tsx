/**
 * A schema as an expandable tree: each property with its type (linked to the schema's page),
 * required flag, description, enum values and default. Nested objects open on demand.
 */
import React from "react";
import { hasChildren, innerNode, schemaLink, typeLabel, type SchemaNode } from "../../../openapi-contract/schema-label";
import { schemaTreeStrings } from "../../api-strings/schema-tree";
import { strings } from "../../strings";
import { Link } from "../Link";
import * as styles from "./styles.module.css";

function Html({ html, className }: { readonly html?: string | undefined; readonly className?: string }) {
  if (!html) return null;
  // Rendered at build time by markdown-it with raw HTML disabled.
  return <div className={className ?? styles.description} dangerouslySetInnerHTML={{ __html: html }} />;
}

function TypeName({ node }: { readonly node: SchemaNode }) {
  const link = schemaLink(node);
  const label = typeLabel(node);
  return link ? (
    <Link href={link} className={styles.type}>
      {label}
    </Link>
  ) : (
    <span className={styles.type}>{label}</span>
  );
}

function Facts({ node }: { readonly node: SchemaNode }) {
  const inner = node.kind === "array" && node.items ? node.items : node;
  return (
    <>
      {inner.enum && (
        <p className={styles.facts}>
          {schemaTreeStrings.possibleValues}{" "}
          {inner.enum.map((v, i) => (
            <React.Fragment key={String(v)}>
              {i > 0 && ", "}
              <code>{JSON.stringify(v)}</code>
            </React.Fragment>
          ))}
        </p>
      )}
      {node.default !== undefined && (
        <p className={styles.facts}>
          {schemaTreeStrings.defaultValue} <code>{JSON.stringify(node.default)}</code>
        </p>
      )}
      {node.constraints && <p className={styles.facts}>{node.constraints.join(" · ")}</p>}
    </>
  );
}

export function SchemaProperties({ node, depth = 0 }: { readonly node: SchemaNode; readonly depth?: number }) {
  const target = innerNode(node);
  if (target.kind === "oneOf" || target.kind === "anyOf" || target.kind === "allOf") {
    const intro = {
      oneOf: schemaTreeStrings.oneOf,
      anyOf: schemaTreeStrings.anyOf,
      allOf: schemaTreeStrings.allOf,
    }[target.kind];
    return (
      <div className={styles.variants}>
        <p className={styles.facts}>{intro}</p>
        {(target.variants ?? []).map((variant, i) => (
          <div key={i} className={styles.variant}>
            <TypeName node={variant} />
            <Html html={variant.descriptionHtml} />
            {hasChildren(variant) && <SchemaProperties node={variant} depth={depth + 1} />}
          </div>
        ))}
      </div>
    );
  }
  if (!target.properties || target.properties.length === 0) return null;
  return (
    <ul className={styles.properties}>
      {target.properties.map((property) => (
        <li key={property.name} className={styles.property}>
          <div className={styles.signature}>
            <code className={styles.name}>{property.name}</code>
            <TypeName node={property.node} />
            {property.required && <span className={styles.required}>{strings.required}</span>}
            {property.node.readOnly && <span className={styles.flag}>{strings.readOnly}</span>}
            {property.node.deprecated && <span className={styles.flag}>{strings.deprecated}</span>}
            {property.node.nullable && <span className={styles.flag}>{strings.nullable}</span>}
          </div>
          <Html html={property.node.descriptionHtml} />
          <Facts node={property.node} />
          {hasChildren(property.node) && depth < 6 && (
            <details className={styles.nested}>
              <summary>
                {typeLabel(property.node)} {property.node.kind === "array" ? "items" : "properties"}
              </summary>
              <SchemaProperties node={property.node} depth={depth + 1} />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A whole schema: its own description, then its properties or element type. */
export function SchemaTree({
  node,
  showDescription = false,
}: {
  readonly node: SchemaNode;
  readonly showDescription?: boolean;
}) {
  return (
    <div className={styles.tree}>
      <p className={styles.rootType}>
        <TypeName node={node} />
      </p>
      {showDescription && <Html html={node.descriptionHtml} />}
      <Facts node={node} />
      <SchemaProperties node={node} />
    </div>
  );
}

export { Html };
