/**
 * Author components: <Tabs groupId="..."><TabItem value="a" label="A">...</TabItem></Tabs>, the
 * MDX face of the tabs widget the chrome also uses (code samples, example responses).
 */
import React from "react";
import { TabsView } from "../../components/Tabs";

interface TabItemProps {
  readonly value: string;
  readonly label?: string;
  readonly default?: boolean;
  readonly children: React.ReactNode;
}

/** Author component: one tab of <Tabs>; it renders nothing by itself. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/** Author component: <Tabs groupId="..."><TabItem value="a" label="A">...</TabItem></Tabs>. */
export function Tabs({ groupId, children }: { readonly groupId?: string; readonly children: React.ReactNode }) {
  const items = React.Children.toArray(children).filter(React.isValidElement) as React.ReactElement<TabItemProps>[];
  const tabs = items.map((item) => ({
    value: item.props.value,
    label: item.props.label ?? item.props.value,
    content: item.props.children,
  }));
  const defaultValue = items.find((item) => item.props.default)?.props.value;
  return <TabsView tabs={tabs} {...(groupId ? { groupId } : {})} {...(defaultValue ? { defaultValue } : {})} />;
}
