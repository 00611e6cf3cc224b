import { Button } from '@chakra-ui/react';
import Eye from 'lucide-react/icons/eye';
import MoreVertical from 'lucide-react/icons/more-vertical';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { IconButton } from '../icon-button/IconButton';
import { DropdownMenu } from './DropdownMenu';

const onEdit = fn();
const onDelete = fn();

/** Storybook keeps function args apart from the render: the menus are rendered here, not passed as args. */
function RowActionsMenu() {
  return (
    <DropdownMenu
      trigger={(props) => (
        <IconButton {...props} aria-label="Actions for Ravi Kumar" variant="ghost">
          <MoreVertical aria-hidden />
        </IconButton>
      )}
    >
      {(Menu) => (
        <>
          <Menu.Item value="edit" onSelect={onEdit}>
            <Pencil size={14} aria-hidden /> Edit
          </Menu.Item>
          <Menu.Item value="view">
            <Eye size={14} aria-hidden /> View
          </Menu.Item>
          <Menu.Item value="delete" color="fg.error" onSelect={onDelete}>
            <Trash2 size={14} aria-hidden /> Delete
          </Menu.Item>
        </>
      )}
    </DropdownMenu>
  );
}

function SortMenu() {
  return (
    <DropdownMenu
      minW="12rem"
      trigger={(props) => (
        <Button {...props} variant="outline" colorPalette="gray" aria-label="Sort: Newest first">
          Newest first
        </Button>
      )}
    >
      {(Menu) => (
        <Menu.RadioItemGroup value="newest">
          <Menu.ItemGroupLabel>Sort</Menu.ItemGroupLabel>
          <Menu.RadioItem value="newest">
            <Menu.ItemIndicator />
            <Menu.ItemText>Newest first</Menu.ItemText>
          </Menu.RadioItem>
          <Menu.RadioItem value="oldest">
            <Menu.ItemIndicator />
            <Menu.ItemText>Oldest first</Menu.ItemText>
          </Menu.RadioItem>
        </Menu.RadioItemGroup>
      )}
    </DropdownMenu>
  );
}

const meta = {
  title: 'Design system/DropdownMenu',
  component: DropdownMenu,
  // Required props of the component; each story renders its own menu.
  args: { trigger: () => null, children: () => null },
  render: () => <RowActionsMenu />,
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row's actions on a phone: the button opens the menu, an item runs and closes it. */
export const RowActions: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Actions for Ravi Kumar' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Actions for Ravi Kumar' });
    // Visible once its opening animation has run.
    await waitFor(() => expect(menu).toBeVisible());
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // A mouse reaches the item before pressing it, and the menu highlights an item only when the pointer has
    // moved there: user-event puts every pointer event at the same point unless given one, so the story moves
    // to the item's own point first, as a person's pointer does.
    const edit = screen.getByRole('menuitem', { name: 'Edit' });
    const { x, y, width, height } = edit.getBoundingClientRect();
    await userEvent.pointer({ target: edit, coords: { clientX: x + width / 2, clientY: y + height / 2 } });
    await userEvent.click(edit);
    await expect(onEdit).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** From the keyboard: the arrow key opens it, Escape closes it and focus is back on the button. */
export const KeyboardDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Actions for Ravi Kumar' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A choice menu (the recordings' sort), on a phone: the current choice is checked. */
export const ChoiceMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => <SortMenu />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort: Newest first' }));
    await expect(await screen.findByRole('menuitemradio', { name: 'Newest first' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};
