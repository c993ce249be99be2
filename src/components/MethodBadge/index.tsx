/** The HTTP method as a readable word on a coloured badge (the text carries the meaning, not the colour). */
import React from "react";
import * as styles from "./styles.module.css";

export function MethodBadge({
  method,
  size = "normal",
}: {
  readonly method: string;
  readonly size?: "small" | "normal";
}) {
  const upper = method.toUpperCase();
  const variant = styles[`method${upper.charAt(0)}${upper.slice(1).toLowerCase()}`] ?? "";
  return (
    <span className={`${styles.badge} ${variant} ${size === "small" ? styles.small : ""}`}>
      {upper === "DELETE" && size === "small" ? "DEL" : upper}
    </span>
  );
}
