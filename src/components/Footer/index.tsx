/** The footer: link columns (or a flat row of links), the logo and the copyright, in a light or dark style. */
import React from "react";
import { siteConfig } from "../../config";
import type { FooterColumn, FooterLink } from "../../config/schema";
import { strings } from "../../strings";
import { Link } from "../Link";
import * as styles from "./styles.module.css";

function FooterItem({ link }: { readonly link: FooterLink }) {
  return (
    <Link href={link.to ?? link.href ?? "/"} className={styles.link}>
      {link.label}
    </Link>
  );
}

function isColumns(links: readonly (FooterColumn | FooterLink)[]): links is FooterColumn[] {
  return links.length > 0 && "items" in links[0]!;
}

export function Footer() {
  const { style, links, logo, copyright } = siteConfig.footer;
  return (
    <footer className={`${styles.footer} ${style === "dark" ? styles.dark : ""}`}>
      <div className={styles.inner}>
        <nav aria-label={strings.footerNavigation}>
          {isColumns(links) ? (
            <div className={styles.columns}>
              {links.map((column) => (
                <div key={column.title} className={styles.column}>
                  <h2 className={styles.columnTitle}>{column.title}</h2>
                  <ul className={styles.list}>
                    {column.items.map((link) => (
                      <li key={link.label}>
                        <FooterItem link={link} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          ) : (
            <ul className={styles.flat}>
              {links.map((link) => (
                <li key={link.label}>
                  <FooterItem link={link} />
                </li>
              ))}
            </ul>
          )}
        </nav>
        <div className={styles.bottom}>
          {logo && (
            <img
              src={logo.src}
              alt={logo.alt}
              width={logo.width}
              height={logo.height}
              className={styles.logo}
              loading="lazy"
            />
          )}
          <p className={styles.copyright}>{copyright}</p>
        </div>
      </div>
    </footer>
  );
}
