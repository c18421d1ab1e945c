import { Anchor, Burger, Button, Group, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { UserAvatar } from '../features/profile/user-avatar.tsx';
import { useSession } from '../features/session/session-context.ts';
import { MenuOnDemand } from '../ui/menu-on-demand.tsx';

/** A link in the header's navigation, marked as the current page while it is open. */
function NavAnchor({ to, children }: { to: string; children: ReactNode }) {
  const [location] = useLocation();
  return (
    <Anchor component={Link} to={to} fw={500} aria-current={location === to ? 'page' : undefined}>
      {children}
    </Anchor>
  );
}

/** The app's header: full navigation on wider screens, a menu behind a button on a phone. */
export function AppHeader() {
  const { user, logOut } = useSession();
  const [, navigate] = useLocation();
  const [loggingOut, setLoggingOut] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  const handleLogOut = async () => {
    setLoggingOut(true);
    try {
      await logOut();
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="xl" wrap="nowrap">
        <Anchor component={Link} to="/" fw={700} size="lg" c="navy.9" underline="never">
          Due Diligence Assistant
        </Anchor>
        {user && (
          <Group component="nav" aria-label="Main" gap="md" wrap="nowrap" visibleFrom="md">
            <NavAnchor to="/due-diligence/new">
              New due diligence
            </NavAnchor>
            <NavAnchor to="/catalogue">
              Catalogue
            </NavAnchor>
            {user.role === 'admin' && (
              <NavAnchor to="/admin/documents">
                Admin
              </NavAnchor>
            )}
          </Group>
        )}
      </Group>
      {user && (
        <MenuOnDemand
          opened={menuOpen}
          onChange={setMenuOpen}
          position="bottom-end"
          width={220}
          target={<Burger opened={menuOpen} hiddenFrom="md" size="sm" aria-label={menuOpen ? 'Close the menu' : 'Open the menu'} />}
          items={[
            { label: 'New due diligence', onClick: () => navigate('/due-diligence/new') },
            { label: 'Catalogue', onClick: () => navigate('/catalogue') },
            ...(user.role === 'admin' ? [{ label: 'Admin', onClick: () => navigate('/admin/documents') }] : []),
            { label: 'Profile', onClick: () => navigate('/profile') },
            { label: 'Firm', onClick: () => navigate('/firm') },
            'divider',
            { label: 'Log out', onClick: () => void handleLogOut() },
          ]}
        />
      )}
      {user && (
        <Group component="nav" aria-label="Account" gap="md" wrap="nowrap" visibleFrom="md">
          <NavAnchor to="/profile">
            Profile
          </NavAnchor>
          <NavAnchor to="/firm">
            Firm
          </NavAnchor>
          <Group gap="xs" wrap="nowrap">
            <UserAvatar user={user} size={34} />
            <Text size="sm" visibleFrom="sm">
              {user.name}
            </Text>
          </Group>
          <Button variant="default" size="xs" onClick={() => void handleLogOut()} loading={loggingOut}>
            Log out
          </Button>
        </Group>
      )}
    </Group>
  );
}
