/**
 * The server's form of a closed category's links (StaticList.tsx), handed in by gatsby-ssr.tsx
 * so that only the HTML renderer carries it: in the browser, React keeps that HTML as the server
 * wrote it (DocSidebar's island) and never renders such a list.
 */
import { createContext, type ComponentType } from "react";
import type { SidebarItemProps } from "../../common/sidebar/types";

export const ServerListContext = createContext<ComponentType<{
  readonly items: readonly SidebarItemProps[];
}> | null>(null);
