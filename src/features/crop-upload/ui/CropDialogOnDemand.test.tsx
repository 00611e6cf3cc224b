import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork, type EventCallable, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@/shared/ui';
import { createCropUpload } from '../model/crop-upload';

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picked');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.doUnmock('./CropDialog');
  vi.resetModules();
});

const picture = () => new File([new Uint8Array(10)], 'me.png', { type: 'image/png' });

async function showWithModel() {
  // Fresh modules: the dialog's chunk is loaded (or fails) once per module instance.
  const { CropDialogOnDemand } = await import('./CropDialogOnDemand');
  const model = createCropUpload({ kind: 'picture' });
  const scope = fork();
  render(
    <Provider value={scope}>
      <UiProvider>
        <CropDialogOnDemand model={model} />
      </UiProvider>
    </Provider>,
  );
  return { model, scope };
}

const choose = (scope: Scope, model: { fileSelected: EventCallable<File> }) =>
  allSettled(model.fileSelected, { scope, params: picture() });

describe('CropDialogOnDemand', () => {
  it('renders nothing until an image is chosen, then the crop dialog', async () => {
    const { model, scope } = await showWithModel();
    expect(screen.queryByRole('dialog')).toBeNull();
    await choose(scope, model);
    expect(await screen.findByRole('dialog', { name: 'Crop profile picture' })).toBeVisible();
  });

  it('says so when the editor cannot load, and Close leaves the crop', async () => {
    vi.doMock('./CropDialog', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { model, scope } = await showWithModel();
    await choose(scope, model);
    const dialog = await screen.findByRole('dialog', { name: 'The image editor did not load' });
    expect(dialog).toHaveTextContent('Check your connection, then choose the image again.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(scope.getState(model.$source)).toBeNull();
  });
});
