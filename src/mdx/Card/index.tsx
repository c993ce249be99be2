/** Author components: <CardGrid> of <Card title to>description</Card>; also used by generated category pages. */
import React from "react";
import { Link } from "../../components/Link";
import * as styles from "./styles.module.css";

export function CardGrid({ children }: { readonly children: React.ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

interface CardProps {
  readonly title: string;
  readonly to: string;
  readonly children?: React.ReactNode;
  readonly badge?: React.ReactNode;
}

export function Card({ title, to, children, badge }: CardProps) {
  return (
    <Link href={to} className={styles.card}>
      <span className={styles.title}>
        {badge}
        {title}
      </span>
      {children && <div className={styles.description}>{children}</div>}
    </Link>
  );
}
