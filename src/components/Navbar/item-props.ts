/** What every navbar item component receives: its configured item, the page and where it shows. */
import type { NavbarItem as NavbarItemConfig } from "../../config/schema";

export interface ItemProps<T extends NavbarItemConfig["type"]> {
  readonly item: Extract<NavbarItemConfig, { type: T }>;
  readonly pathname: string;
  readonly mobile: boolean;
}
