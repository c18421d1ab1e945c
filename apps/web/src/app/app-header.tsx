import { Anchor, Burger, Button, Group, Menu, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { UserAvatar } from '../features/profile/user-avatar.tsx';
import { useSession } from '../features/session/session-context.ts';

/** The app's header: full navigation on wider screens, a menu behind a button on a phone. */
export function AppHeader() {
  const { user, logOut } = useSession();
  const navigate = useNavigate();
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
            <Anchor component={NavLink} to="/due-diligence/new" fw={500}>
              New due diligence
            </Anchor>
            <Anchor component={NavLink} to="/catalogue" fw={500}>
              Catalogue
            </Anchor>
            {user.role === 'admin' && (
              <Anchor component={NavLink} to="/admin/catalogue" fw={500}>
                Admin
              </Anchor>
            )}
          </Group>
        )}
      </Group>
      {user && (
        <Menu opened={menuOpen} onChange={setMenuOpen} position="bottom-end" width={220}>
          <Menu.Target>
            <Burger opened={menuOpen} hiddenFrom="md" size="sm" aria-label={menuOpen ? 'Close the menu' : 'Open the menu'} />
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void navigate('/due-diligence/new')}>New due diligence</Menu.Item>
            <Menu.Item onClick={() => void navigate('/catalogue')}>Catalogue</Menu.Item>
            {user.role === 'admin' && <Menu.Item onClick={() => void navigate('/admin/catalogue')}>Admin</Menu.Item>}
            <Menu.Item onClick={() => void navigate('/profile')}>Profile</Menu.Item>
            <Menu.Divider />
            <Menu.Item onClick={() => void handleLogOut()}>Log out</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      {user && (
        <Group component="nav" aria-label="Account" gap="md" wrap="nowrap" visibleFrom="md">
          <Anchor component={NavLink} to="/profile" fw={500}>
            Profile
          </Anchor>
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
