export { Sidebar } from './ui/Sidebar';
export { SubscriptionBox } from './ui/SubscriptionBox';
export { BottomTabBar, VersionFooter } from './ui/BottomTabBar';
export { renewPlanClicked } from './model/renew';
export { MAIN_NAV, HOW_TO_USE_NAV } from './lib/nav';
export type { NavItem } from './lib/nav';
