import { Button, MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MenuOnDemand } from './menu-on-demand.tsx';

function ExportMenu({ onPick }: { onPick: (format: string) => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <MantineProvider env="test">
      <MenuOnDemand
        opened={opened}
        onChange={setOpened}
        target={<Button>Export</Button>}
        items={[
          { label: 'Word (docx)', onClick: () => onPick('docx') },
          { label: 'PDF (pdf)', onClick: () => onPick('pdf') },
        ]}
      />
    </MantineProvider>
  );
}

describe('MenuOnDemand', () => {
  it('is a closed menu button until it is first pressed, then opens its menu and runs the chosen item', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<ExportMenu onPick={onPick} />);
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('menuitem', { name: 'PDF (pdf)' }));
    expect(onPick).toHaveBeenCalledWith('pdf');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('opens from the keyboard and gives focus back to its button when Escape closes it, the first time as after', async () => {
    const user = userEvent.setup();
    render(<ExportMenu onPick={vi.fn()} />);
    for (let time = 1; time <= 2; time += 1) {
      screen.getByRole('button', { name: 'Export' }).focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('menu')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus();
    }
  });
});
