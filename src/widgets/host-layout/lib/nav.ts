import BookOpen from 'lucide-react/icons/book-open';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Mic from 'lucide-react/icons/mic';
import Phone from 'lucide-react/icons/phone';
import Settings from 'lucide-react/icons/settings';
import Users from 'lucide-react/icons/users';
import type { LucideIcon } from 'lucide-react';
import { ROUTES } from '@/shared/config';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The five main host pages: sidebar and bottom tab bar (spec 01 §2). */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: ROUTES.dashboard, icon: LayoutDashboard },
  { label: 'Users', to: ROUTES.users, icon: Users },
  { label: 'Calls', to: ROUTES.calls, icon: Phone },
  { label: 'Recordings', to: ROUTES.recordings, icon: Mic },
  { label: 'Settings', to: ROUTES.settings, icon: Settings },
];

export const HOW_TO_USE_NAV: NavItem = { label: 'How to Use', to: ROUTES.howToUse, icon: BookOpen };
