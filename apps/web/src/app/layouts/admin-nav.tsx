import { ActionIcon, Button, Container, Menu } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { BrandLink } from '@/components/ui/brand-link';
import {
  BellIcon,
  ChevronDownIcon,
  KeyIcon,
  LogoutIcon,
  ReceiptIcon,
  UserIcon,
  XCircleIcon,
} from '@/components/ui/icons';
import { canOpen } from '@/lib/access';
import { ADMIN_HOME_PATH } from '@/lib/admin-home';
import { logout } from '@/lib/session';
import { AttentionCounts } from './attention-counts';
import classes from './admin-nav.module.css';

/**
 * Admin navigation bar on every admin screen (see docs/screens.md#admin-navigation): the logo and a
 * Dashboard link lead to the dashboard, the attention counts (see
 * docs/screens.md#attention-counts), Notifications, then the profile menu (the venue's Settings and
 * Closures for the owner, Change Password, Logout).
 */
export function AdminNav() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const handleLogout = () => {
    logout();
    queryClient.clear();
    void navigate('/user/login', { replace: true });
  };

  return (
    <header className="app-header">
      <Container size="xl" py="sm">
        <nav aria-label="Admin" className={classes.bar}>
          <BrandLink to={ADMIN_HOME_PATH} />
          <AttentionCounts className={classes.attention} />
          <div className={classes.links}>
            <Button component={Link} to={ADMIN_HOME_PATH} variant="subtle">
              Dashboard
            </Button>
            {/* A bell on phones: the words would push the bar past 375 px. */}
            <Button component={Link} to="/notifications" variant="subtle" visibleFrom="sm">
              Notifications
            </Button>
            <ActionIcon
              component={Link}
              to="/notifications"
              variant="subtle"
              size="lg"
              hiddenFrom="sm"
              aria-label="Notifications"
            >
              <BellIcon size={20} />
            </ActionIcon>
            <Menu
              position="bottom-end"
              width={220}
              shadow="md"
              // In the header landmark, and no focusable placeholder inside role="menu" (axe).
              withinPortal={false}
              withInitialFocusPlaceholder={false}
            >
              <Menu.Target>
                <Button
                  variant="default"
                  leftSection={<UserIcon size={20} />}
                  rightSection={<ChevronDownIcon size={16} />}
                >
                  Profile
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {/* The venue's rules (docs/venue-settings.md): in the menu, as the bar has no
                    room for two more links at 375 px; the owner's only. */}
                {canOpen('/settings') && (
                  <Menu.Item
                    component={Link}
                    to="/settings"
                    leftSection={<ReceiptIcon size={18} />}
                  >
                    Settings
                  </Menu.Item>
                )}
                {canOpen('/closures') && (
                  <Menu.Item
                    component={Link}
                    to="/closures"
                    leftSection={<XCircleIcon size={18} />}
                  >
                    Closures
                  </Menu.Item>
                )}
                <Menu.Item
                  component={Link}
                  to="/change-password/"
                  leftSection={<KeyIcon size={18} />}
                >
                  Change Password
                </Menu.Item>
                <Menu.Item onClick={handleLogout} leftSection={<LogoutIcon size={18} />}>
                  Logout
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </div>
        </nav>
      </Container>
    </header>
  );
}
