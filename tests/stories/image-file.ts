/** A real 1200×800 striped PNG drawn on a canvas, as a picked file. */
export async function stripedImage(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 1200;
  canvas.height = 800;
  const context = canvas.getContext('2d')!;
  ['#4f46e5', '#16a34a', '#ea580c', '#0284c7'].forEach((color, index) => {
    context.fillStyle = color;
    context.fillRect(index * 300, 0, 300, 800);
  });
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((value) => resolve(value!), 'image/png'));
  return new File([blob], 'stripes.png', { type: 'image/png' });
}

/**
 * What the browser does once a file is picked in the chooser that a hidden file input opened: the input holds
 * it and says it changed, while focus stays on the button that opened the chooser (a test cannot answer the
 * chooser itself).
 */
export async function chooseImage(testId: string): Promise<void> {
  const input = document.querySelector<HTMLInputElement>(`[data-testid="${testId}"]`);
  if (!input) throw new Error(`no file input ${testId}`);
  const files = new DataTransfer();
  files.items.add(await stripedImage());
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
